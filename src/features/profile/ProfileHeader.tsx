import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { tv } from 'tailwind-variants/lite';
import { formatDistance } from '../../lib/distance';
import { RELATIONSHIP_STATUS_LABELS, labelOf } from '../../lib/labels';
import { orientationLine } from '../../lib/profileLabels';
import { useSettings } from '../../state/settings';
import { buttonStyles } from '../../ui/Button';
import { Link } from 'react-aria-components';
import { ChatButton } from './ChatButton';
import { RelationButton } from './RelationButton';
import { PresenceLabel } from './PresenceLabel';
import { ProfileSafetyMenu } from './ProfileSafetyMenu';
import type { ProfileHeader_profile$key } from './__generated__/ProfileHeader_profile.graphql';
import { usePageTitle } from '../../ui/pageTitle';

const bannerStyles = tv({
  base: 'rounded-xl px-4 py-2 text-sm font-bold tracking-wide uppercase',
  variants: {
    style: {
      team: 'bg-sky-800 text-white dark:bg-sky-300 dark:text-neutral-950',
      supporter: 'bg-amber-300 text-neutral-950',
      default: 'bg-rose-800 text-white dark:bg-rose-300 dark:text-neutral-950',
    },
  },
});

/** The right panel's top: name, @username, place, age, orientation, status, role banner and the actions. */
export function ProfileHeader({ profile }: { profile: ProfileHeader_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileHeader_profile on Profile {
        displayName
        username
        isViewer
        age
        isBirthday
        location {
          place
          homePlace
          distance
        }
        bio {
          genders
          relationshipStatus
          sexualOrientation
        }
        bestRole {
          name
          bannerLabel
        }
        ...RelationButton_profile
        ...PresenceLabel_profile
        ...ChatButton_profile
        ...ProfileSafetyMenu_profile
      }
    `,
    profile,
  );
  usePageTitle(`${data.displayName}'s profile`);
  const unit = useSettings((settings) => settings.unitOfDistance);
  const place = data.location?.place;
  const homePlace = data.location?.homePlace;
  const distance = data.location?.distance;
  const orientation = orientationLine(data.bio?.sexualOrientation, data.bio?.genders ?? []);
  const status = labelOf(RELATIONSHIP_STATUS_LABELS, data.bio?.relationshipStatus);
  const bannerStyle = data.bestRole?.name === 'TEAM' ? 'team' : data.bestRole?.name === 'SUPPORTER_VIP' ? 'supporter' : 'default';

  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight break-words uppercase">{data.displayName}</h1>
          {data.username && <p className="text-neutral-700 dark:text-neutral-300">@{data.username}</p>}
          {!data.isViewer && <PresenceLabel profile={data} className="mt-1 text-sm" />}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {data.isViewer ? (
            <Link href="/settings/profile/edit" className={(renderProps) => buttonStyles({ ...renderProps, variant: 'primary' })}>
              Edit profile
            </Link>
          ) : (
            <>
              <RelationButton profile={data} />
              <ChatButton profile={data} />
              <ProfileSafetyMenu profile={data} />
            </>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-neutral-800 dark:text-neutral-200">
        {place && (
          <Fact term="Location">
            {place}
            {distance != null && ` · ${formatDistance(distance, unit)} away`}
            {homePlace && homePlace !== place && ` (home: ${homePlace})`}
          </Fact>
        )}
        {data.age != null && (
          <Fact term="Age">
            {data.age}
            {data.isBirthday && <span className="ml-2 font-semibold text-violet-700 dark:text-violet-300">It's their birthday!</span>}
          </Fact>
        )}
        {orientation && <Fact term="Orientation">{orientation}</Fact>}
        {status && <Fact term="Relationship">{status}</Fact>}
      </dl>
      {data.bestRole?.bannerLabel && <p className={bannerStyles({ style: bannerStyle })}>{data.bestRole.bannerLabel}</p>}
    </header>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-neutral-600 dark:text-neutral-400">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
