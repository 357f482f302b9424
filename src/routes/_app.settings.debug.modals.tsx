import { createFileRoute } from '@tanstack/react-router';
import { DebugModals } from '../features/settings/debug/DebugModals';

export const Route = createFileRoute('/_app/settings/debug/modals')({
  component: DebugModals,
});
