import { graphql, useFragment } from 'react-relay/hooks';
import { ChatIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { useChatRoomsSubscription } from './useChatRoomsSubscription';
import type { ChatsNavLink_viewer$key } from './__generated__/ChatsNavLink_viewer.graphql';

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
  const unread = chatsUnreadCount > 99 ? '99+' : String(chatsUnreadCount);
  return (
    <Link to="/chatrooms" variant="plain" className={className} aria-label={chatsUnreadCount > 0 ? `Chats, ${chatsUnreadCount} unread` : undefined}>
      <ChatIcon />
      <span className="max-mobile:sr-only">Chats</span>
      {chatsUnreadCount > 0 && (
        <span
          aria-hidden
          className="min-w-5 rounded-full bg-violet-700 px-1.5 text-center text-xs font-bold text-white dark:bg-violet-300 dark:text-neutral-950"
        >
          {unread}
        </span>
      )}
    </Link>
  );
}
