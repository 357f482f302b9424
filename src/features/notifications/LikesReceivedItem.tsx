import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { shownName } from '../../lib/hiddenMember';
import { Link } from '../../ui/Link';
import { Avatar } from '../chat/ChatRoomHeader';
import { RelationButton } from '../profile/RelationButton';
import type { LikesReceivedItem_profile$key } from './__generated__/LikesReceivedItem_profile.graphql';

/**
 * A member who likes the viewer, linking to their profile, with the profile's own relation button: Like Back
 * shows Mutual at once (optimistic, rolled back with a toast if the server refuses) and stays where focus is.
 */
export function LikesReceivedItem({ profile, onFollow }: { profile: LikesReceivedItem_profile$key; onFollow?: () => void }) {
  const data = useFragment(
    graphql`
      fragment LikesReceivedItem_profile on Profile {
        uuid
        displayName
        primaryImage {
          image {
            url(width: 64)
          }
        }
        ...RelationButton_profile
      }
    `,
    profile,
  );
  const nameId = useId();
  return (
    <li className="flex items-center gap-3 rounded-xl px-3 py-2">
      <Link
        to="/profiles/$uuid"
        params={{ uuid: data.uuid }}
        variant="plain"
        onPress={onFollow}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg text-sm font-semibold"
      >
        <Avatar url={data.primaryImage?.image.url} name={data.displayName} />
        <span id={nameId} className="truncate">
          {shownName(data.displayName)}
        </span>
      </Link>
      <RelationButton profile={data} describedBy={nameId} />
    </li>
  );
}
