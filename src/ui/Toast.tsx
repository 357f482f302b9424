import { lazy, Suspense, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { parseDuration } from '../lib/durations';

export interface ToastContentValue {
  title: string;
  description?: string;
}

export const toastQueue = new ToastQueue<ToastContentValue>({
  maxVisibleToasts: 3,
  wrapUpdate(update) {
    const doc = globalThis.document as (Document & { startViewTransition?: (fn: () => void) => void }) | undefined;
    if (doc?.startViewTransition && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      doc.startViewTransition(() => flushSync(update));
    } else {
      update();
    }
  },
});

/** Shows a toast for `duration` ('500ms', '3s', '1m'; default 3 s). */
export function showToast(content: ToastContentValue, duration?: string | number): string {
  return toastQueue.add(content, { timeout: parseDuration(duration) });
}

// React Aria's toast region (a landmark with its own focus and keyboard handling) is fetched with the first
// toast: most visits, /login's among them, never show one. Once there it stays, so later toasts animate out.
const ToastRegionView = lazy(() => import('./ToastRegionView'));
let toastShown = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const anyToastYet = () => (toastShown ||= toastQueue.visibleToasts.length > 0);

export function ToastRegion() {
  const needed = useSyncExternalStore(subscribe, anyToastYet, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegionView />
    </Suspense>
  ) : null;
}
