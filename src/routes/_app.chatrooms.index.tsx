import { createFileRoute } from '@tanstack/react-router';
import { ChatIndex } from '../features/chat/ChatsLayout';

export const Route = createFileRoute('/_app/chatrooms/')({
  component: ChatIndex,
});
