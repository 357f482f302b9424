import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../ui/Button';
import { shownName } from '../../lib/hiddenMember';
import { nameWithRole } from '../../../shared/roles';
import { useAcceptChatRequestMutation } from './AcceptChatRequestMutation';
import { useRejectChatRequestMutation } from './RejectChatRequestMutation';
import type { ChatRequestBar_room$key } from './__generated__/ChatRequestBar_room.graphql';

/** Ties the composer to the bar's note, so a screen reader hears that a reply accepts before it is sent. */
export const REPLY_ACCEPTS_NOTE_ID = 'chat-request-reply-note';

/** For a chat request: accept it (it moves to Recent) or reject it (it goes away). Replying accepts too, and says so. */
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
      <div className="min-w-0 flex-1">
        <p>{name} wants to chat with you.</p>
        <p id={REPLY_ACCEPTS_NOTE_ID} className="text-neutral-700 dark:text-neutral-300">
          Replying accepts this chat request.
        </p>
      </div>
      <Button onPress={() => accept(data.uuid, data.id)}>Accept</Button>
      <Button variant="secondary" onPress={() => reject(data.uuid, data.id, () => navigate({ to: '/chatrooms' }))}>
        Reject
      </Button>
    </div>
  );
}
