import { useNavigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { memberTimeZone } from '../../lib/eventTimes';
import { commitAsync } from '../../relay/commitAsync';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/pageTitle';
import { useCreateEventMutation } from './CreateEventMutation';
import { EventForm } from './EventForm';
import type { CreateEventScreenQuery } from './__generated__/CreateEventScreenQuery.graphql';

export const createEventScreenQuery = graphql`
  query CreateEventScreenQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isAdOptIn
      }
      groups(first: 100) {
        edges {
          node {
            id
            displayName
            viewerRole
          }
        }
      }
    }
  }
`;

/** /events/new: a new event with the member as its host, optionally with a group they moderate. */
export function CreateEventScreen({ queryRef }: { queryRef: PreloadedQuery<CreateEventScreenQuery> }) {
  usePageTitle('Plan an event');
  const { viewer } = useRouteQuery<CreateEventScreenQuery>(createEventScreenQuery, queryRef);
  const navigate = useNavigate();
  const [commit, isSaving] = useCreateEventMutation();
  const hostGroups = viewer.groups.edges
    .map((edge) => edge.node)
    .filter((group) => group.viewerRole === 'OWNER' || group.viewerRole === 'MODERATOR')
    .map((group) => ({ id: group.id, displayName: group.displayName }));
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <Link to="/events" className="self-start text-sm">
          Events
        </Link>
        <h1 className="text-3xl font-bold">Plan an event</h1>
      </div>
      <Card>
        <EventForm
          initial={{
            displayName: '',
            description: '',
            beginAt: null,
            endAt: null,
            timeZone: memberTimeZone(),
            placeId: null,
            address: '',
            capacity: '',
          }}
          initialPlaceLabel={null}
          submitLabel="Create event"
          isNew
          canUseAd={viewer.isAdult && viewer.contentOptions.isAdOptIn}
          hostGroups={hostGroups}
          isSaving={isSaving}
          onSubmit={async (values) => {
            const response = await commitAsync(commit, { variables: { input: values } }, 'Create event');
            void navigate({ to: '/events/$uuid', params: { uuid: response.eventCreate.event.uuid } });
          }}
        />
      </Card>
    </main>
  );
}
