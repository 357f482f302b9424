import { createFileRoute } from '@tanstack/react-router';
import { CallbackScreen, type CallbackSearch } from '../features/auth/CallbackScreen';
import { parseCallbackSearch } from '../features/auth/parseCallbackSearch';

export const Route = createFileRoute('/login/callback')({
  validateSearch: parseCallbackSearch,
  component: function LoginCallbackRoute() {
    const search: CallbackSearch = Route.useSearch();
    return <CallbackScreen search={search} />;
  },
});
