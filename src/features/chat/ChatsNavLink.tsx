import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { ChatIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { announce } from '../../ui/LiveAnnouncer';
import { useChatRoomsSubscription } from './useChatRoomsSubscription';
import type { ChatsNavLink_viewer$key } from './__generated__/ChatsNavLink_viewer.graphql';
import { countOf } from '../../lib/plural';

/** The nav's 'Chats' entry with the unread badge, kept live by SubscribeChatRooms on every page. */
export function ChatsNavLink({ viewer, className }: { viewer: ChatsNavLink_viewer$key; className: string }) {
  const { chatsUnreadCount } = useFragment(
    graphql`
      fragment ChatsNavLink_viewer on Viewer {
        chatsUnreadCount
      }
    `,
    viewer,
  );
  useChatRoomsSubscription();
  useAnnounceUnread(chatsUnreadCount);
  const unread = chatsUnreadCount > 99 ? '99+' : String(chatsUnreadCount);
  return (
    // The name holds what it shows ("Chats, 5 unread"), so a speech-input user can say what they see.
    <Link to="/chatrooms" variant="plain" className={className} aria-label={chatsUnreadCount > 0 ? `Chats, ${unread} unread` : undefined}>
      <ChatIcon />
      <span className="max-mobile:sr-only">Chats</span>{' '}
      {chatsUnreadCount > 0 && (
        <span className="min-w-5 rounded-full bg-violet-700 px-1.5 text-center text-xs font-bold text-white dark:bg-violet-300 dark:text-neutral-950">
          {unread}
        </span>
      )}
    </Link>
  );
}

/** A rising unread count is said aloud, as the badge changing says it to the eye; a falling one is not news. */
function useAnnounceUnread(count: number) {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) announce(countOf(count, 'unread chat', 'unread chats'));
    previous.current = count;
  }, [count]);
}
