import { createFileRoute } from '@tanstack/react-router';
import { CallbackScreen, type CallbackSearch } from '../features/auth/CallbackScreen';
import { parseCallbackSearch } from '../features/auth/parseCallbackSearch';

export const Route = createFileRoute('/callback')({
  validateSearch: parseCallbackSearch,
  component: function CallbackRoute() {
    const search: CallbackSearch = Route.useSearch();
    return <CallbackScreen search={search} />;
  },
});
