import { createFileRoute } from '@tanstack/react-router';
import { DebugEnvironment } from '../features/settings/debug/DebugEnvironment';

export const Route = createFileRoute('/_app/settings/debug/environment-variables')({
  component: DebugEnvironment,
});
