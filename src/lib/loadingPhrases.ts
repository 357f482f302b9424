export const LOADING_PHRASES = [
  'Fluffing up the tails...',
  'Sniffing out nearby profiles...',
  'Brushing out the fur...',
  'Booping snoots...',
  'Wagging furiously...',
  'Chasing our own tail...',
  'Warming up the paws...',
  'Perking up the ears...',
  'Finding the comfiest spot...',
  'Herding the cats...',
] as const;

/** `random` is injectable so tests can pick a phrase deterministically. */
export function randomLoadingPhrase(random: () => number = Math.random): string {
  const index = Math.min(LOADING_PHRASES.length - 1, Math.floor(random() * LOADING_PHRASES.length));
  return LOADING_PHRASES[index];
}
