import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { format } from 'date-fns';
import { shownName } from '../../lib/hiddenMember';
import { Link } from '../../ui/Link';
import { NoPicture } from '../profile/NoPicture';
import { ROLE_LABELS } from './memberRoles';
import type { GroupMemberRow_member$key } from './__generated__/GroupMemberRow_member.graphql';

/**
 * A member or a request: avatar and name (linking to the profile), role, since when; actions on the right, or below
 * when the column is too narrow for both (a name is never cut down to a letter or two).
 */
export function GroupMemberRow({ member, children }: { member: GroupMemberRow_member$key; children?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment GroupMemberRow_member on GroupMember {
        role
        joinedAt
        requestedAt
        profile {
          uuid
          displayName
          primaryImage {
            image {
              url(width: 64)
            }
          }
        }
      }
    `,
    member,
  );
  const name = shownName(data.profile.displayName);
  const role = data.role ? ROLE_LABELS[data.role] : undefined;
  const since = data.joinedAt
    ? `Joined ${format(new Date(data.joinedAt), 'PP')}`
    : data.requestedAt
      ? `Asked ${format(new Date(data.requestedAt), 'PP')}`
      : null;
  const url = data.profile.primaryImage?.image.url;
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <Link
        to="/profiles/$uuid"
        params={{ uuid: data.profile.uuid }}
        variant="plain"
        className="flex min-w-40 flex-1 items-center gap-3 rounded-lg"
      >
        {url ? (
          <img src={url} alt="" width={40} height={40} className="h-10 w-10 flex-none rounded-full object-cover" />
        ) : (
          <NoPicture name={name} colourKey={data.profile.uuid} className="h-10 w-10 flex-none rounded-full" />
        )}
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold">{name}</span>
          {since && <span className="text-sm text-neutral-700 dark:text-neutral-300">{since}</span>}
        </span>
      </Link>
      {role && (
        <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
          {role}
        </span>
      )}
      {children}
    </li>
  );
}
