import { useNavigate } from '@tanstack/react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSafetyDialogs } from '../safety/useSafetyDialogs';
import { dropRoom } from './messageConnection';
import type { useMessageReport_room$key } from './__generated__/useMessageReport_room.graphql';

/**
 * Reporting one of the other member's messages: the report names them and carries the message; a block
 * that follows the thank-you takes the room out of the lists, as from the header.
 */
export function useMessageReport(room: useMessageReport_room$key) {
  const data = useFragment(
    graphql`
      fragment useMessageReport_room on ChatRoom {
        id
        otherProfile {
          uuid
          displayName
        }
      }
    `,
    room,
  );
  const navigate = useNavigate();
  const other = data.otherProfile;
  const { openReport } = useSafetyDialogs({
    uuid: other?.uuid ?? '',
    name: other?.displayName ?? '',
    blockUpdater: (store) => dropRoom(store, data.id),
    onBlocked: () => void navigate({ to: '/chatrooms' }),
  });
  return other ? (message: { id: string; text: string }) => openReport({ message }) : undefined;
}
