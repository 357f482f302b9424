import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under /chatrooms leads to the chat index (SPEC §2). */
export const Route = createFileRoute('/_app/chatrooms/$')({
  beforeLoad: () => {
    throw redirect({ to: '/chatrooms' });
  },
});
