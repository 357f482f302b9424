import { startTransition, useEffect } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import { focusRing } from '../../ui/utils';
import { Section } from './Section';
import type { NowPlaying_profile$key } from './__generated__/NowPlaying_profile.graphql';

/** SPEC §9: the music block refreshes every 120 s. */
export const MUSIC_REFRESH_MS = 120_000;

/** The Last.fm block: the track playing now or played last; hidden when there is none to show. */
export function NowPlaying({ profile }: { profile: NowPlaying_profile$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment NowPlaying_profile on Profile @refetchable(queryName: "ProfileRecentTrackQuery") {
        recentTrack {
          artist
          name
          imageUrl
          url
          nowPlaying
        }
      }
    `,
    profile,
  );
  useEffect(() => {
    const timer = setInterval(() => {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }, MUSIC_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const track = data.recentTrack;
  if (!track) return null;
  const title = (
    <>
      <span className="block truncate font-semibold">{track.name}</span>
      <span className="block truncate text-sm text-neutral-700 dark:text-neutral-300">{track.artist}</span>
    </>
  );
  return (
    <Section title={track.nowPlaying ? 'Now playing' : 'Last played'}>
      <div className="flex items-center gap-3 rounded-xl bg-neutral-100 p-3 dark:bg-neutral-800">
        {track.imageUrl && <img src={track.imageUrl} alt="" className="h-12 w-12 flex-none rounded-md object-cover" />}
        {track.url ? (
          <Link
            href={track.url}
            target="_blank"
            rel="noopener noreferrer"
            className={(renderProps) => focusRing({ ...renderProps, className: 'min-w-0 flex-1 rounded' })}
          >
            {title}
          </Link>
        ) : (
          <span className="min-w-0 flex-1">{title}</span>
        )}
      </div>
    </Section>
  );
}
