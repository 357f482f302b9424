/** Explicit and hard images are blurred while blurExplicitContent is on (SPEC §6). */
export function shouldBlur(contentRating: string, blurExplicitContent: boolean): boolean {
  return blurExplicitContent && (contentRating === 'EXPLICIT' || contentRating === 'HARD');
}
