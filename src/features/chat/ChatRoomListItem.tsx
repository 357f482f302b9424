import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Button, MenuTrigger } from 'react-aria-components';
import { listTimestamp } from '../../lib/chatTimes';
import { messagePreview } from '../../lib/chatMessages';
import { roomMember } from '../../lib/hiddenMember';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Link } from '../../ui/Link';
import { Menu, MenuItem } from '../../ui/Menu';
import { openModal } from '../../ui/modalStack';
import { RoleBadge } from '../../ui/RoleBadge';
import { Avatar } from './ChatRoomHeader';
import { RemoveChatDialog } from './RemoveChatDialog';
import { useAcceptChatRequestMutation } from './AcceptChatRequestMutation';
import { useRejectChatRequestMutation } from './RejectChatRequestMutation';
import { useArchiveChatRoomMutation } from './ArchiveChatRoomMutation';
import { useUnarchiveChatRoomMutation } from './UnarchiveChatRoomMutation';
import { useLeaveChatRoomMutation } from './LeaveChatRoomMutation';
import { useRemoveChatRoomMutation } from './RemoveChatRoomMutation';
import type { ChatRoomListItem_room$key } from './__generated__/ChatRoomListItem_room.graphql';

/** One room in the chat list: the other member, the last message, its time, the unread badge and actions. */
export function ChatRoomListItem({ room }: { room: ChatRoomListItem_room$key }) {
  const data = useFragment(
    graphql`
      fragment ChatRoomListItem_room on ChatRoom {
        id
        uuid
        title
        status
        isArchived
        isRemoved
        unreadCount
        lastMessageAt
        otherProfile {
          displayName
          bestRole {
            name
          }
          primaryImage {
            image {
              url(width: 64)
            }
          }
        }
        lastMessage {
          deletedAt
          payload {
            __typename
            ... on ChatMessageTextPayload {
              content
            }
            ... on ChatMessageSystemPayload {
              action
            }
          }
        }
      }
    `,
    room,
  );
  const actions = {
    accept: useAcceptChatRequestMutation(),
    reject: useRejectChatRequestMutation(),
    archive: useArchiveChatRoomMutation(),
    unarchive: useUnarchiveChatRoomMutation(),
    leave: useLeaveChatRoomMutation(),
    remove: useRemoveChatRoomMutation(),
  };
  const navigate = useNavigate();
  const openRoomId = useParams({
    strict: false,
    select: (params) => (params as { uuid?: string }).uuid,
  });
  const member = roomMember(data.otherProfile, data.title);
  const { name } = member;
  // Nobody to name: the room says why instead of its last message, and offers only leaving or removing it.
  const nameless = member.state === 'private' || member.state === 'unavailable';
  const payload = data.lastMessage?.payload;
  const preview = messagePreview(
    (data.lastMessage && {
      deletedAt: data.lastMessage.deletedAt,
      content: payload?.__typename === 'ChatMessageTextPayload' ? payload.content : null,
      action: payload?.__typename === 'ChatMessageSystemPayload' ? payload.action : null,
    }) ??
      null,
  );
  const leaveList = () => {
    if (openRoomId === data.uuid) navigate({ to: '/chatrooms' });
  };
  const isOpen = openRoomId === data.uuid;
  const leaveOrRemove = [
    <MenuItem key="leave" id="leave">
      Leave chat…
    </MenuItem>,
    <MenuItem key="remove" id="remove">
      Remove chat…
    </MenuItem>,
  ];

  return (
    <li
      className={`group relative flex items-center ${isOpen ? 'bg-violet-100 dark:bg-violet-950' : 'hover:bg-neutral-100 dark:hover:bg-neutral-800'}`}
    >
      <Link
        to="/chatrooms/$uuid"
        params={{ uuid: data.uuid }}
        variant="plain"
        aria-current={isOpen ? 'page' : undefined}
        className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3"
      >
        <Avatar url={data.otherProfile?.primaryImage?.image.url} name={data.otherProfile?.displayName} size={48} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="flex-1 truncate font-semibold">{name}</span>
            {/* Staff carry their role beside the name, in words a screen reader reads with it. */}
            {data.otherProfile?.bestRole?.name === 'TEAM' && <RoleBadge roles={['TEAM']} />}
            {data.lastMessageAt && (
              <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">{listTimestamp(data.lastMessageAt)}</span>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span
              className={`flex-1 truncate text-sm ${nameless || preview === '[deleted]' ? 'italic' : ''} text-neutral-600 dark:text-neutral-400`}
            >
              {nameless ? member.note : preview}
            </span>
            {data.unreadCount > 0 && !nameless && (
              <span
                className="rounded-full bg-violet-700 px-2 text-xs font-bold text-white dark:bg-violet-300 dark:text-neutral-950"
                aria-label={`${data.unreadCount} unread`}
              >
                {data.unreadCount}
              </span>
            )}
          </span>
        </span>
      </Link>
      <MenuTrigger>
        <Button
          aria-label={`Actions for the chat with ${name}`}
          className="mr-2 rounded-lg px-2 py-1 text-lg leading-none text-neutral-600 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-neutral-300 dark:hover:bg-neutral-700"
        >
          ⋯
        </Button>
        <Menu
          onAction={(key) => {
            if (key === 'accept') actions.accept(data.uuid, data.id);
            if (key === 'reject') actions.reject(data.uuid, data.id, leaveList);
            if (key === 'archive') actions.archive(data.uuid, data.id);
            if (key === 'unarchive') actions.unarchive(data.uuid, data.id);
            if (key === 'leave') {
              openModal((close) => (
                <ConfirmDialog
                  title={`Leave the chat with ${name}?`}
                  confirmLabel="Leave chat"
                  onCancel={close}
                  onConfirm={() => (close(), actions.leave(data.uuid, data.id, leaveList))}
                >
                  <p>The chat leaves your list and you stop getting its messages. {name} sees that you left.</p>
                </ConfirmDialog>
              ));
            }
            if (key === 'remove') {
              openModal((close) => (
                <RemoveChatDialog
                  name={name}
                  onCancel={close}
                  onConfirm={(deleteForOther) => (close(), actions.remove(data.uuid, data.id, deleteForOther, leaveList))}
                />
              ));
            }
          }}
        >
          {nameless
            ? leaveOrRemove
            : data.status === 'INVITED'
              ? [
                  <MenuItem key="accept" id="accept">
                    Accept request
                  </MenuItem>,
                  <MenuItem key="reject" id="reject">
                    Reject request
                  </MenuItem>,
                ]
              : [
                  data.isArchived ? (
                    <MenuItem key="unarchive" id="unarchive">
                      Unarchive
                    </MenuItem>
                  ) : (
                    <MenuItem key="archive" id="archive">
                      Archive
                    </MenuItem>
                  ),
                  ...leaveOrRemove,
                ]}
        </Menu>
      </MenuTrigger>
    </li>
  );
}
