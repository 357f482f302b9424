/** Explicit and hard images are blurred while blurExplicitContent is on (SPEC §6). */
export function shouldBlur(contentRating: string, blurExplicitContent: boolean): boolean {
  return blurExplicitContent && (contentRating === 'EXPLICIT' || contentRating === 'HARD');
}

/** The blurred variant the image server renders (SPEC §7: ?width=256&blur=35). */
export function blurredImageUrl(uuid: string): string {
  return `/image/${encodeURIComponent(uuid)}.jpeg?width=256&blur=35`;
}
