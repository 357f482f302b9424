import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { messageTimestamp } from '../../lib/chatTimes';
import { countOf } from '../../lib/plural';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { announce } from '../../ui/LiveAnnouncer';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import type { ChatRoomSearchDialogQuery } from './__generated__/ChatRoomSearchDialogQuery.graphql';
import type { ChatRoomSearchDialog_room$key } from './__generated__/ChatRoomSearchDialog_room.graphql';

/** A page of results, and each "More results". */
const PAGE = 20;

interface ChatRoomSearchDialogProps {
  roomId: string;
  /** Shows the chosen message in its place in the history; the dialog has closed by then. */
  onJump: (seqId: number) => void;
  close: () => void;
}

/** "Search in this chat": the room's messages holding the words typed, newest first, each a way to the message. */
export function ChatRoomSearchDialog({ roomId, onJump, close }: ChatRoomSearchDialogProps) {
  const [text, setText] = useState('');
  const { term, searchNow } = useDebouncedSearch(text);
  return (
    <Dialog title="Search in this chat">
      <TextField
        label="Search messages"
        type="search"
        value={text}
        onChange={setText}
        maxLength={100}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
      />
      {term ? (
        <ErrorBoundary resetKeys={[term]} fallback={<p role="alert">Searching didn’t work. Please try again in a moment.</p>}>
          <Suspense fallback={<Spinner className="mx-auto my-4" />}>
            <Results roomId={roomId} term={term} onChoose={(seqId) => (close(), onJump(seqId))} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">Type a word to find the messages that have it.</p>
      )}
    </Dialog>
  );
}

function Results({ roomId, term, onChoose }: { roomId: string; term: string; onChoose: (seqId: number) => void }) {
  const data = useLazyLoadQuery<ChatRoomSearchDialogQuery>(
    graphql`
      query ChatRoomSearchDialogQuery($roomId: String!, $query: String!) {
        chatRoom(roomId: $roomId) {
          ...ChatRoomSearchDialog_room @arguments(query: $query)
        }
      }
    `,
    { roomId, query: term },
    { fetchPolicy: 'network-only' },
  );
  return data.chatRoom ? <ResultList room={data.chatRoom} term={term} onChoose={onChoose} /> : null;
}

function ResultList({ room, term, onChoose }: { room: ChatRoomSearchDialog_room$key; term: string; onChoose: (seqId: number) => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ChatRoomSearchDialog_room on ChatRoom
      @refetchable(queryName: "ChatRoomSearchDialogPaginationQuery")
      @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        messageSearch(query: $query, first: $count, after: $cursor) @connection(key: "ChatRoomSearchDialog_messageSearch") {
          edges {
            snippet
            node {
              id
              seqId
              createdAt
            }
          }
        }
      }
    `,
    room,
  );
  const edges = data.messageSearch.edges;
  const count = edges.length;
  // The count is said, not the list; "or more" while another page waits.
  useEffect(() => {
    announce(count === 0 ? `No messages with “${term}”.` : `${countOf(count, 'message', 'messages')}${hasNext ? ' or more' : ''} found`);
  }, [count, hasNext, term]);
  if (count === 0) return <p className="py-4 text-center font-semibold">No messages with “{term}”.</p>;
  return (
    <ul aria-label="Messages found" className="-mx-2 flex max-h-[50vh] flex-col gap-1 overflow-y-auto">
      {edges.map(({ snippet, node }) => (
        <li key={node.id}>
          <Button
            variant="quiet"
            onPress={() => onChoose(node.seqId)}
            className="flex w-full flex-col items-start gap-0.5 rounded-xl px-2 py-2 text-left"
          >
            <span className="text-sm break-words">{snippet}</span>
            <time dateTime={node.createdAt} className="text-xs text-neutral-600 dark:text-neutral-400">
              {messageTimestamp(node.createdAt)}
            </time>
          </Button>
        </li>
      ))}
      {hasNext && (
        <li className="flex justify-center p-2">
          <Button variant="secondary" isPending={isLoadingNext} onPress={() => loadNext(PAGE)}>
            More results
          </Button>
        </li>
      )}
    </ul>
  );
}
