import { Suspense, useCallback } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { useRetryWhenReconnected } from '../../relay/connection';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ChatRoomList } from './ChatRoomList';
import type { ChatListPaneQuery } from './__generated__/ChatListPaneQuery.graphql';
import { usePageTitle } from '../../ui/pageTitle';

export const chatListPaneQuery = graphql`
  query ChatListPaneQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      ...ChatRoomList_viewer
    }
  }
`;

function RecentChatsError({ resetErrorBoundary }: FallbackProps) {
  useRetryWhenReconnected(resetErrorBoundary);
  return (
    <div role="alert" className="flex flex-col items-center gap-2 p-6 text-center">
      <p className="font-semibold">Something went wrong.</p>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        It looks like we were unable to load your recent chats, please try again later.
      </p>
      <Button variant="secondary" onPress={resetErrorBoundary}>
        Retry
      </Button>
    </div>
  );
}

function ChatListContent({ queryRef }: { queryRef: PreloadedQuery<ChatListPaneQuery> }) {
  const { viewer } = usePreloadedQuery<ChatListPaneQuery>(chatListPaneQuery, queryRef);
  return <ChatRoomList viewer={viewer} />;
}

/** The left pane: 'Chats' and the room list, with its own error and Retry so the open room stays usable. */
export function ChatListPane({ initialQueryRef }: { initialQueryRef: PreloadedQuery<ChatListPaneQuery> }) {
  const [queryRef, loadQuery] = useQueryLoader<ChatListPaneQuery>(chatListPaneQuery, initialQueryRef);
  const retry = useCallback(() => loadQuery({}, { fetchPolicy: 'network-only' }), [loadQuery]);
  usePageTitle('Chats');
  return (
    <div className="flex h-full min-h-0 flex-col">
      <h1 className="px-4 pt-4 text-2xl font-bold">Chats</h1>
      <ErrorBoundary FallbackComponent={RecentChatsError} onReset={retry}>
        <Suspense fallback={<Spinner className="mx-auto my-6" />}>{queryRef && <ChatListContent queryRef={queryRef} />}</Suspense>
      </ErrorBoundary>
    </div>
  );
}
