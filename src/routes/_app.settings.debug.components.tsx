import { createFileRoute } from '@tanstack/react-router';
import { DebugComponents } from '../features/settings/debug/DebugComponents';

export const Route = createFileRoute('/_app/settings/debug/components')({
  component: DebugComponents,
});
