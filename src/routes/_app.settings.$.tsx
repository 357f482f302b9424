import { createFileRoute, redirect } from '@tanstack/react-router';

/** Settings pages that do not exist (yet) lead to the settings root (SPEC §2). */
export const Route = createFileRoute('/_app/settings/$')({
  beforeLoad: () => {
    throw redirect({ to: '/settings' });
  },
});
