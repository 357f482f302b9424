import { Suspense, type RefObject } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { Popover } from '../../ui/Popover';
import { Spinner } from '../../ui/Spinner';
import { NotificationCentre } from './NotificationCentre';
import NotificationCentreQuery, { type NotificationCentreQuery as QueryType } from './__generated__/NotificationCentreQuery.graphql';

/** Read fresh on each opening: what the list shows first comes from the store, the server's answer follows. */
function CentreInPopover({ onClose }: { onClose: () => void }) {
  const { viewer } = useLazyLoadQuery<QueryType>(NotificationCentreQuery, {}, { fetchPolicy: 'store-and-network' });
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
          <CentreInPopover onClose={onClose} />
        </Suspense>
      </Dialog>
    </Popover>
  );
}
