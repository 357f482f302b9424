import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { DateOfBirthScreen } from '../features/settings/debug/DateOfBirthScreen';
import QueryNode, { type DateOfBirthScreenQuery } from '../features/settings/debug/__generated__/DateOfBirthScreenQuery.graphql';

/** Staff only (the debug layout shows everyone else the hidden den): ?member= names the member looked up. */
export const Route = createFileRoute('/_app/settings/debug/date-of-birth')({
  validateSearch: (search: Record<string, unknown>): { member?: string } =>
    typeof search.member === 'string' && search.member.trim() ? { member: search.member.trim() } : {},
  loaderDeps: ({ search }) => ({ member: search.member }),
  loader: async ({ context, deps }) => ({
    queryRef: deps.member ? await preloadQuery<DateOfBirthScreenQuery>(context.relayEnvironment, QueryNode, { member: deps.member }) : null,
  }),
  component: function DateOfBirthRoute() {
    return <DateOfBirthScreen member={Route.useSearch().member ?? ''} queryRef={Route.useLoaderData().queryRef} />;
  },
});
