import { log } from '../log/log.ts';

/** A track as the RecentTrack type returns it (SPEC §3: artist, name, imageUrl, url, streamedDate, nowPlaying). */
export interface RecentTrack {
  artist: string;
  name: string;
  imageUrl: string | null;
  url: string | null;
  streamedDate: Date | null;
  nowPlaying: boolean;
}

export interface LastfmOptions {
  apiKey: string;
  apiUrl: string;
}

/** The music widget refreshes every 120 s (SPEC §9), so asking Last.fm more often gains nothing. */
export const RECENT_TRACK_TTL_MS = 120_000;
const TIMEOUT_MS = 5_000;

interface LastfmTrack {
  name?: string;
  url?: string;
  artist?: { '#text'?: string; name?: string };
  image?: { '#text'?: string; size?: string }[];
  date?: { uts?: string };
  '@attr'?: { nowplaying?: string };
}

const cache = new Map<string, { expiresAt: number; track: Promise<RecentTrack | null> }>();

/**
 * The most recent track of a Last.fm user, from `user.getRecentTracks`, cached per profile for 120 s.
 * A Last.fm failure reads as "nothing playing": the music block must never break a profile page.
 */
export function recentTrackFor(options: LastfmOptions, profileId: string, user: string, now = Date.now()) {
  const key = `${options.apiUrl}|${profileId}|${user}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.track;
  const track = fetchRecentTrack(options, user).catch((error: unknown) => {
    log.warn({ problem: error instanceof Error ? error.message : String(error) }, 'Last.fm recent track failed');
    return null;
  });
  cache.set(key, { expiresAt: now + RECENT_TRACK_TTL_MS, track });
  pruneExpired(now);
  return track;
}

function pruneExpired(now: number) {
  if (cache.size < 1000) return;
  for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key);
}

async function fetchRecentTrack({ apiKey, apiUrl }: LastfmOptions, user: string): Promise<RecentTrack | null> {
  const url = new URL(apiUrl);
  url.search = new URLSearchParams({ method: 'user.getrecenttracks', user, api_key: apiKey, format: 'json', limit: '1' }).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { recenttracks?: { track?: LastfmTrack[] | LastfmTrack }; error?: number; message?: string };
  if (body.error) throw new Error(body.message ?? `Last.fm error ${body.error}`);
  const tracks = body.recenttracks?.track;
  const first = Array.isArray(tracks) ? tracks[0] : tracks;
  return first ? toRecentTrack(first) : null;
}

export function toRecentTrack(track: LastfmTrack): RecentTrack | null {
  const artist = track.artist?.['#text'] || track.artist?.name;
  if (!artist || !track.name) return null;
  // Last.fm lists sizes small to extralarge; the largest non-empty one looks best.
  const imageUrl = [...(track.image ?? [])].reverse().find((image) => image['#text'])?.['#text'] ?? null;
  const uts = Number(track.date?.uts);
  return {
    artist,
    name: track.name,
    imageUrl,
    url: track.url || null,
    streamedDate: Number.isFinite(uts) && uts > 0 ? new Date(uts * 1000) : null,
    nowPlaying: track['@attr']?.nowplaying === 'true',
  };
}
