import type { ReactNode } from 'react';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useRetryWhenReconnected } from '../../relay/connection';
import { Button } from '../../ui/Button';
import { ChatListPane } from './ChatListPane';
import type { ChatListPaneQuery } from './__generated__/ChatListPaneQuery.graphql';

/** The router's error view for chat routes: the same apology; Try again reloads the route. */
export function ChatRouteError({ reset }: { reset: () => void }) {
  const router = useRouter();
  return (
    <ChatBoundaryFallback
      error={null}
      resetErrorBoundary={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

function ChatBoundaryFallback({ resetErrorBoundary }: FallbackProps) {
  useRetryWhenReconnected(resetErrorBoundary);
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
      <p className="text-xl font-bold">Uh, well this is awkward...</p>
      <p className="text-neutral-600 dark:text-neutral-400">Something went wrong.</p>
      <Button variant="secondary" onPress={resetErrorBoundary}>
        Try again?
      </Button>
    </div>
  );
}

/** The chat boundary: a crash inside chat shows its apology, and going to another path resets it. */
export function ChatBoundary({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ErrorBoundary FallbackComponent={ChatBoundaryFallback} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * /chatrooms: the recent list (374 px) beside the open room. Below 512 px they are separate views: the
 * list at /chatrooms, the room on its own once one is open.
 */
export function ChatsLayout({ listQueryRef }: { listQueryRef: PreloadedQuery<ChatListPaneQuery> }) {
  const inRoom = useLocation({
    select: (location) => location.pathname.replace(/\/+$/, '') !== '/chatrooms',
  });
  return (
    <ChatBoundary>
      <main className="mx-auto flex min-h-0 w-full max-w-7xl flex-1">
        {inRoom && (
          // Below 512 px an open room stands alone and the list's "Chats" heading is hidden with the list: the
          // page keeps its main heading for a screen reader's list of headings, above the room's own.
          <h1 className="hidden max-mobile:sr-only max-mobile:block">Chats</h1>
        )}
        <aside
          aria-label="Recent chats"
          className={`w-[374px] shrink-0 border-r border-neutral-200 max-mobile:w-full max-mobile:border-r-0 dark:border-neutral-800 ${inRoom ? 'max-mobile:hidden' : ''}`}
        >
          <ChatListPane initialQueryRef={listQueryRef} />
        </aside>
        <div className={`min-w-0 flex-1 ${inRoom ? '' : 'max-mobile:hidden'}`}>
          <ChatBoundary>
            <Outlet />
          </ChatBoundary>
        </div>
      </main>
    </ChatBoundary>
  );
}

export function ChatIndex() {
  return (
    <div className="flex h-full items-center justify-center p-6 text-center text-neutral-600 dark:text-neutral-400">
      <p>Select a chat to start messaging.</p>
    </div>
  );
}
