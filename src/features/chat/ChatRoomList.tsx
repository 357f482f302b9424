import { startTransition, useEffect, useRef, useState, type Key } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
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
      ) {
        chatsArchivedCount
        chatRequestsCount
        chatRooms(filter: $filter, first: $count, after: $cursor) @connection(key: "ChatRoomList_chatRooms") {
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
  const loaded = useRef<ChatRoomFilter>('RECENT');
  useEffect(() => {
    if (loaded.current === filter) return;
    loaded.current = filter;
    startTransition(() => {
      refetch({ filter }, { fetchPolicy: 'store-and-network' });
    });
  }, [filter, refetch]);
  const choose = (key: Key) => setFilter(key as ChatRoomFilter);

  return (
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
            <li className="px-4 py-6 text-center text-sm text-neutral-600 dark:text-neutral-400">No chats here yet.</li>
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
  );
}
