import { SEXUAL_ORIENTATION_LABELS, labelOf } from './labels';

/** "Gay Male/Non-Binary": the orientation with the genders joined by '/' (SPEC §2). */
export function orientationLine(orientation: string | null | undefined, genders: readonly string[]): string | null {
  const parts = [labelOf(SEXUAL_ORIENTATION_LABELS, orientation), genders.length ? genders.join('/') : null];
  return parts.filter(Boolean).join(' ') || null;
}

export const SOCIAL_NETWORK_LABELS: Record<string, string> = {
  BLUESKY: 'Bluesky',
  DEVIANT_ART: 'DeviantArt',
  DISCORD: 'Discord',
  FUR_AFFINITY: 'Fur Affinity',
  INSTAGRAM: 'Instagram',
  LASTFM: 'Last.fm',
  MASTODON: 'Mastodon',
  STEAM: 'Steam',
  TELEGRAM: 'Telegram',
  TWITTER: 'Twitter',
  TWITTER_AD: 'Twitter (After Dark)',
  VR_CHAT: 'VRChat',
};
