import { startTransition, useEffect, useRef, useState, type Key } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { ChatListSearch, chatListEmptyText, useChatListNarrowing } from './ChatListSearch';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { ChatRoomListItem } from './ChatRoomListItem';
import type { ChatRoomList_viewer$key } from './__generated__/ChatRoomList_viewer.graphql';

type ChatRoomFilter = 'RECENT' | 'ARCHIVED' | 'REQUESTS';

const TABS: { id: ChatRoomFilter; label: string }[] = [
  { id: 'RECENT', label: 'Recent' },
  { id: 'ARCHIVED', label: 'Archived' },
  { id: 'REQUESTS', label: 'Requests' },
];

/** The viewer's rooms, newest last message first, in the tabs Recent, Archived (if any) and Requests (if any). */
export function ChatRoomList({ viewer }: { viewer: ChatRoomList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ChatRoomList_viewer on Viewer
      @refetchable(queryName: "ChatRoomListPaginationQuery")
      @argumentDefinitions(
        filter: { type: "ChatRoomFilter", defaultValue: RECENT }
        count: { type: "Int", defaultValue: 30 }
        cursor: { type: "String" }
        search: { type: "String" }
        unreadOnly: { type: "Boolean" }
      ) {
        chatsArchivedCount
        chatRequestsCount
        # search and unreadOnly are null unless set, so the plain tabs keep the connections live events update.
        chatRooms(filter: $filter, first: $count, after: $cursor, search: $search, unreadOnly: $unreadOnly)
          @connection(key: "ChatRoomList_chatRooms") {
          edges {
            node {
              id
              ...ChatRoomListItem_room
            }
          }
        }
      }
    `,
    viewer,
  );
  const [filter, setFilter] = useState<ChatRoomFilter>('RECENT');
  const disabledKeys = [...(data.chatsArchivedCount === 0 ? ['ARCHIVED'] : []), ...(data.chatRequestsCount === 0 ? ['REQUESTS'] : [])];
  const selected = disabledKeys.includes(filter) ? 'RECENT' : filter;
  // The open tab emptied (last request accepted, last archived chat unarchived): Recent shows, so Recent is
  // what loads, rather than the emptied list's "No chats here yet." under the Recent tab.
  if (selected !== filter) setFilter(selected);
  const narrowing = useChatListNarrowing();
  const { search, unreadOnly } = narrowing.variables;
  const listKey = `${filter}|${search ?? ''}|${Boolean(unreadOnly)}`;
  const loaded = useRef('RECENT||false');
  // The list the last answer was for: a narrowed list's count is said once its own answer is in.
  const [answered, setAnswered] = useState(listKey);
  useEffect(() => {
    if (loaded.current === listKey) return;
    loaded.current = listKey;
    startTransition(() => {
      refetch({ filter, search, unreadOnly }, { fetchPolicy: 'store-and-network', onComplete: () => setAnswered(listKey) });
    });
  }, [listKey, filter, search, unreadOnly, refetch]);
  const choose = (key: Key) => setFilter(key as ChatRoomFilter);

  return (
    <>
      <ChatListSearch narrowing={narrowing} count={data.chatRooms.edges.length} isAnswered={answered === listKey} />
      <Tabs
        variant="segmented"
        selectedKey={selected}
        onSelectionChange={choose}
        disabledKeys={disabledKeys}
        className="flex min-h-0 flex-1 flex-col"
      >
        <TabList variant="segmented" aria-label="Chat lists" className="flex gap-1 px-3 pt-2">
          {TABS.map((tab) => (
            <Tab variant="segmented" key={tab.id} id={tab.id}>
              {tab.label}
              {tab.id === 'REQUESTS' && data.chatRequestsCount > 0 && (
                <span className="ml-1.5 inline-block min-w-5 rounded-full bg-violet-700 px-1.5 text-xs text-white ring-1 ring-white dark:bg-violet-300 dark:text-neutral-950">
                  {data.chatRequestsCount}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </Tab>
          ))}
        </TabList>
        <TabPanel variant="segmented" id={selected} className="flex min-h-0 flex-1 flex-col outline-violet-600 focus-visible:outline-2">
          <ul aria-label={`${TABS.find((tab) => tab.id === selected)!.label} chats`} className="min-h-0 flex-1 overflow-y-auto py-2">
            {data.chatRooms.edges.map((edge) => (
              <ChatRoomListItem key={edge.node.id} room={edge.node} />
            ))}
            {data.chatRooms.edges.length === 0 && (
              <li className="px-4 py-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
                {chatListEmptyText(narrowing.variables)}
              </li>
            )}
            {hasNext && (
              <li className="flex justify-center p-2">
                <Button variant="secondary" isPending={isLoadingNext} onPress={() => loadNext(30)}>
                  Load more
                </Button>
              </li>
            )}
          </ul>
        </TabPanel>
      </Tabs>
    </>
  );
}
