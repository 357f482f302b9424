import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../../ui/Link';
import type { SonaRow_sona$key } from './__generated__/SonaRow_sona.graphql';

export function SonaRow({ sona }: { sona: SonaRow_sona$key }) {
  const data = useFragment(
    graphql`
      fragment SonaRow_sona on Sona {
        id
        displayName
        hasFursuit
        species {
          displayName
        }
        images {
          image {
            url(width: 128)
          }
        }
      }
    `,
    sona,
  );
  const thumbnail = data.images[0]?.image.url;
  return (
    <Link
      to="/settings/profile/fursonas/$sonaId"
      params={{ sonaId: data.id }}
      variant="plain"
      className="flex items-center gap-4 rounded-xl px-3 py-2 hover:bg-neutral-100 dark:hover:bg-neutral-800"
    >
      {thumbnail ? (
        <img src={thumbnail} alt="" className="h-14 w-14 rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-lg bg-violet-100 text-xl dark:bg-violet-950">
          🐾
        </span>
      )}
      <span className="flex flex-col">
        <span className="font-semibold">{data.displayName}</span>
        <span className="text-sm text-neutral-700 dark:text-neutral-300">
          {data.species.displayName}
          {data.hasFursuit ? ' • Fursuit' : ''}
        </span>
      </span>
    </Link>
  );
}
