import { createFileRoute } from '@tanstack/react-router';
import { DebugUnauthorized } from '../features/settings/debug/DebugUnauthorized';

export const Route = createFileRoute('/_app/settings/debug/unauthorized')({
  component: DebugUnauthorized,
});
