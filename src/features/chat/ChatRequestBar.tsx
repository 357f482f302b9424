import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../ui/Button';
import { shownName } from '../../lib/hiddenMember';
import { nameWithRole } from '../../../shared/roles';
import { useAcceptChatRequestMutation } from './AcceptChatRequestMutation';
import { useRejectChatRequestMutation } from './RejectChatRequestMutation';
import type { ChatRequestBar_room$key } from './__generated__/ChatRequestBar_room.graphql';

/** For a chat request: accept it (it moves to Recent) or reject it (it goes away). Replying accepts too. */
export function ChatRequestBar({ room }: { room: ChatRequestBar_room$key }) {
  const data = useFragment(
    graphql`
      fragment ChatRequestBar_room on ChatRoom {
        id
        uuid
        status
        otherProfile {
          displayName
          bestRole {
            name
          }
        }
      }
    `,
    room,
  );
  const accept = useAcceptChatRequestMutation();
  const reject = useRejectChatRequestMutation();
  const navigate = useNavigate();
  if (data.status !== 'INVITED') return null;
  const other = data.otherProfile;
  // A request from staff says so in words: "Rook (Snoot Team) wants to chat with you."
  const name = other ? nameWithRole(shownName(other.displayName), other.bestRole ? [other.bestRole.name] : []) : 'Someone';
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-neutral-200 px-4 py-2 text-sm dark:border-neutral-800">
      <p className="flex-1">{name} wants to chat with you.</p>
      <Button onPress={() => accept(data.uuid, data.id)}>Accept</Button>
      <Button variant="secondary" onPress={() => reject(data.uuid, data.id, () => navigate({ to: '/chatrooms' }))}>
        Reject
      </Button>
    </div>
  );
}
