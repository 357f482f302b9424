export function imageUrl(uuid: string, width = 374): string {
  return `/image/${encodeURIComponent(uuid)}.jpeg?width=${width}`;
}
