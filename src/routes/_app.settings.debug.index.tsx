import { createFileRoute } from '@tanstack/react-router';
import { DebugIndex } from '../features/settings/debug/DebugIndex';

export const Route = createFileRoute('/_app/settings/debug/')({
  component: DebugIndex,
});
