import { createFileRoute } from '@tanstack/react-router';
import { DebugToasts } from '../features/settings/debug/DebugToasts';

export const Route = createFileRoute('/_app/settings/debug/toasts')({
  component: DebugToasts,
});
