import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Link } from '../../../ui/Link';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import type { ManageProfileScreenQuery } from './__generated__/ManageProfileScreenQuery.graphql';

export const manageProfileScreenQuery = graphql`
  query ManageProfileScreenQuery {
    viewer @required(action: THROW) {
      contentOptions {
        isAdOptIn
      }
      profile {
        uuid
        displayName
        username
        primaryImage {
          image {
            url(width: 256)
          }
        }
        bio {
          biography
        }
        bioAd {
          biography
        }
      }
    }
  }
`;

const entryClass = 'flex items-center justify-between rounded-xl px-4 py-3 font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800';

/** Manage Profile: who one is at a glance, and the ways to change it (SPEC §2). */
export function ManageProfileScreen({ queryRef }: { queryRef: PreloadedQuery<ManageProfileScreenQuery> }) {
  const { viewer } = useRouteQuery<ManageProfileScreenQuery>(manageProfileScreenQuery, queryRef);
  const { profile } = viewer;
  const avatar = profile.primaryImage?.image.url;
  return (
    <SettingsPage title="Manage Profile">
      <Card className="flex items-center gap-4">
        {avatar ? (
          <img src={avatar} alt="" className="h-20 w-20 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 items-center justify-center rounded-full bg-violet-200 text-3xl font-bold text-violet-900"
          >
            {profile.displayName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate text-xl font-bold">{profile.displayName}</p>
          {profile.username && <p className="text-neutral-700 dark:text-neutral-300">@{profile.username}</p>}
          <Link to="/profiles/$uuid" params={{ uuid: profile.uuid }} className="text-sm">
            View my profile
          </Link>
        </div>
      </Card>
      <Card className="flex flex-col p-2">
        <Link to="/settings/profile/edit" variant="plain" className={entryClass}>
          Edit Profile <span aria-hidden="true">›</span>
        </Link>
        <Link to="/settings/profile/images" variant="plain" className={entryClass}>
          Images <span aria-hidden="true">›</span>
        </Link>
        <Link to="/settings/profile/fursonas" variant="plain" className={entryClass}>
          Fursonas <span aria-hidden="true">›</span>
        </Link>
      </Card>
      <Card>
        <h2 className="font-bold">Biography</h2>
        <p className="mt-1 whitespace-pre-line text-neutral-800 dark:text-neutral-200">{profile.bio?.biography ?? 'No biography yet.'}</p>
      </Card>
      {viewer.contentOptions.isAdOptIn && (
        <Card>
          <h2 className="font-bold">After Dark Biography</h2>
          <p className="mt-1 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
            {profile.bioAd?.biography ?? 'No After Dark biography yet.'}
          </p>
        </Card>
      )}
    </SettingsPage>
  );
}
