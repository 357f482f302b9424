import { createFileRoute } from '@tanstack/react-router';
import { WebSocketTest } from '../features/settings/debug/WebSocketTest';

export const Route = createFileRoute('/_app/settings/debug/websocket')({
  component: WebSocketTest,
});
