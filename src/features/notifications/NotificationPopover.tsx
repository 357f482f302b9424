import { Suspense, useState, type RefObject } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { Popover } from '../../ui/Popover';
import { Spinner } from '../../ui/Spinner';
import { NotificationCentre } from './NotificationCentre';
import NotificationCentreQuery, { type NotificationCentreQuery as QueryType } from './__generated__/NotificationCentreQuery.graphql';

/** Read fresh on each opening: what the list shows first comes from the store, the server's answer follows. */
function CentreInPopover({ onClose, fetchKey }: { onClose: () => void; fetchKey: number }) {
  const { viewer } = useLazyLoadQuery<QueryType>(NotificationCentreQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  return (
    <NotificationCentre
      viewer={viewer}
      onFollow={onClose}
      title={
        <Heading slot="title" className="px-1 text-lg font-bold">
          Notifications
        </Heading>
      }
    />
  );
}

/** The popover sits outside the page's error boundary: a failed load stays in it instead of taking the app down. */
function CentreError({ resetErrorBoundary }: FallbackProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm">
      <p className="font-bold">Something went wrong.</p>
      <p>We couldn't load your notifications. Please try again.</p>
      <Button onPress={resetErrorBoundary}>Retry</Button>
    </div>
  );
}

/**
 * The notification centre under the bell. It is a chunk of its own (React Aria's overlays and the centre's lists)
 * that home does not need until a member opens it; NotificationBell holds the trigger and the open state. Escape or
 * a press outside closes it, and focus goes back to the bell.
 */
export default function NotificationPopover({
  triggerRef,
  isOpen,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onClose: () => void;
}) {
  // A retry after a failed load asks the server again instead of reading the failure back.
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      offset={6}
      className="max-h-[min(40rem,80vh)] w-[26rem] max-w-[calc(100vw-1rem)] overflow-y-auto p-3"
    >
      <Dialog aria-label="Notifications" className="outline-0">
        <Suspense
          fallback={
            <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm">
              <Spinner /> Loading notifications…
            </p>
          }
        >
          <ErrorBoundary FallbackComponent={CentreError} onReset={() => setFetchKey((key) => key + 1)}>
            <CentreInPopover onClose={onClose} fetchKey={fetchKey} />
          </ErrorBoundary>
        </Suspense>
      </Dialog>
    </Popover>
  );
}
