import { createFileRoute } from '@tanstack/react-router';
import { preloadQuery } from '../relay/preloadQuery';
import { ModerationReportScreen } from '../features/moderation/ModerationReportScreen';
import QueryNode, { type ModerationReportScreenQuery } from '../features/moderation/__generated__/ModerationReportScreenQuery.graphql';

/** Staff only, like the queue: one report's evidence, actions and audit log. */
export const Route = createFileRoute('/_app/settings/debug/moderation/$reportId')({
  loader: async ({ context, params }) => ({
    queryRef: await preloadQuery<ModerationReportScreenQuery>(context.relayEnvironment, QueryNode, { id: params.reportId }),
  }),
  component: function ModerationReportRoute() {
    return <ModerationReportScreen queryRef={Route.useLoaderData().queryRef} />;
  },
});
