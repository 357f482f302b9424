import { useNavigate } from '@tanstack/react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import { SafetyMenu } from '../safety/SafetyMenu';
import { shownName } from '../../lib/hiddenMember';
import { dropRoom } from './messageConnection';
import type { ChatRoomSafetyMenu_room$key } from './__generated__/ChatRoomSafetyMenu_room.graphql';

/**
 * Report or block the other member from the room's header. A report can take their latest message along;
 * after a block the room leaves the lists and the member is taken back to them.
 */
export function ChatRoomSafetyMenu({ room }: { room: ChatRoomSafetyMenu_room$key }) {
  const data = useFragment(
    graphql`
      fragment ChatRoomSafetyMenu_room on ChatRoom {
        id
        otherProfile {
          uuid
          displayName
        }
        lastMessage {
          id
          profileUuid
          deletedAt
          payload {
            ... on ChatMessageTextPayload {
              content
            }
          }
        }
      }
    `,
    room,
  );
  const navigate = useNavigate();
  const other = data.otherProfile;
  // A gone account has nothing left to report or block. A private profile keeps both: it may still be writing to
  // the viewer, and the server takes a report or block of a member the reporter shares a room with.
  if (!other) return null;
  const last = data.lastMessage;
  const text = last?.payload && 'content' in last.payload ? last.payload.content : null;
  const message = last && last.profileUuid === other.uuid && !last.deletedAt && text ? { id: last.id, text } : undefined;
  return (
    <SafetyMenu
      uuid={other.uuid}
      name={shownName(other.displayName)}
      evidence={{ message }}
      blockUpdater={(store) => dropRoom(store, data.id)}
      onBlocked={() => void navigate({ to: '/chatrooms' })}
    />
  );
}
