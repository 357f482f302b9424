import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { createStore, useStore } from '../state/createStore';

// React Aria's modal and focus handling load with the first modal opened, not with every page.
const Modal = lazy(() => import('./Modal').then(({ Modal }) => ({ default: Modal })));

interface ModalEntry {
  id: number;
  render: (close: () => void) => ReactNode;
  /** Interaction-required modals ignore backdrop clicks (SPEC §4). */
  isDismissable: boolean;
}

const modalStore = createStore<{ stack: ModalEntry[] }>({ stack: [] });
let nextId = 1;

export function openModal(render: ModalEntry['render'], options: { isDismissable?: boolean } = {}): number {
  const entry = { id: nextId++, render, isDismissable: options.isDismissable ?? true };
  modalStore.set(({ stack }) => ({ stack: [...stack, entry] }));
  return entry.id;
}

export function closeModal(id: number): void {
  modalStore.set(({ stack }) => ({ stack: stack.filter((entry) => entry.id !== id) }));
}

/** Modals close when the route changes. */
export function closeAllModals(): void {
  if (modalStore.get().stack.length > 0) modalStore.set({ stack: [] });
}

/** Renders only the top of the stack; closing it reveals the one beneath. */
export function ModalStackHost() {
  const top = useStore(modalStore, ({ stack }) => stack.at(-1));
  if (!top) return null;
  const close = () => closeModal(top.id);
  return (
    <Suspense fallback={null}>
      <Modal
        key={top.id}
        isOpen
        isDismissable={top.isDismissable}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
      >
        {/* A modal that crashes closes itself instead of taking the page down. */}
        <ErrorBoundary fallbackRender={() => null} onError={close}>
          {top.render(close)}
        </ErrorBoundary>
      </Modal>
    </Suspense>
  );
}
