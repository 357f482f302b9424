import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { toastQueue } from './Toast';
import { focusRing } from './utils';

// SPEC §4: a toast is removed 500 ms after it starts hiding; the exit animation fills that time.
const TOAST_EXIT_MS = 500;

/** The visible toasts of `toastQueue`; loaded by `ToastRegion` with the first toast. */
export default function ToastRegionView() {
  return (
    <AriaToastRegion
      queue={toastQueue}
      className="fixed right-4 bottom-4 z-50 flex flex-col-reverse gap-2 outline-0 max-[512px]:right-2 max-[512px]:left-2"
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          style={{ viewTransitionName: toast.key, ['--toast-exit' as string]: `${TOAST_EXIT_MS}ms` }}
          className={(renderProps) =>
            focusRing({
              ...renderProps,
              className:
                'flex min-h-16 w-[374px] max-w-full items-center gap-3 rounded-xl bg-neutral-900 px-4 py-3 text-white shadow-lg dark:bg-neutral-100 dark:text-neutral-950',
            })
          }
        >
          <ToastContent className="flex min-w-0 flex-1 flex-col">
            <Text slot="title" className="text-sm font-semibold">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="text-sm">
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button
            slot="close"
            aria-label="Close"
            className="flex h-8 w-8 flex-none items-center justify-center rounded-md hover:bg-white/20 dark:hover:bg-neutral-900/20"
          >
            <span aria-hidden="true">×</span>
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
