import { useNavigate } from '@tanstack/react-router';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { commitAsync } from '../../relay/commitAsync';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/pageTitle';
import { EventForm } from './EventForm';
import { useUpdateEventMutation } from './UpdateEventMutation';
import type { EditEventScreenQuery } from './__generated__/EditEventScreenQuery.graphql';
import type { EventForm_event$key } from './__generated__/EventForm_event.graphql';

export const editEventScreenQuery = graphql`
  query EditEventScreenQuery($uuid: String!) @throwOnFieldError {
    event(uuid: $uuid) {
      viewerCanManage
      isCancelled
      ...EventForm_event
    }
  }
`;

/** /events/{uuid}/edit: the host or a host-group moderator changes the event; anyone else is told they cannot. */
export function EditEventScreen({ queryRef }: { queryRef: PreloadedQuery<EditEventScreenQuery> }) {
  const { event } = useRouteQuery<EditEventScreenQuery>(editEventScreenQuery, queryRef);
  if (!event || !event.viewerCanManage || event.isCancelled) return <CannotEdit />;
  return <EditEvent event={event} />;
}

function EditEvent({ event }: { event: EventForm_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventForm_event on Event {
        id
        uuid
        displayName
        description
        eventBeginAt
        eventEndAt
        timeZone
        address
        capacity
        place {
          placeId
          place
          countryCode
        }
      }
    `,
    event,
  );
  usePageTitle(`Edit ${data.displayName}`);
  const navigate = useNavigate();
  const [commit, isSaving] = useUpdateEventMutation();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <Link to="/events/$uuid" params={{ uuid: data.uuid }} className="self-start text-sm">
          {data.displayName}
        </Link>
        <h1 className="text-3xl font-bold">Edit event</h1>
      </div>
      <Card>
        <EventForm
          initial={{
            displayName: data.displayName,
            description: data.description,
            beginAt: data.eventBeginAt,
            endAt: data.eventEndAt,
            timeZone: data.timeZone,
            placeId: data.place?.placeId ?? null,
            address: data.address ?? '',
            capacity: data.capacity == null ? '' : String(data.capacity),
          }}
          initialPlaceLabel={data.place ? `${data.place.place}, ${data.place.countryCode}` : null}
          submitLabel="Save changes"
          isNew={false}
          canUseAd={false}
          hostGroups={[]}
          isSaving={isSaving}
          onSubmit={async (values) => {
            // Only what changed is sent: an unchanged begin is not judged again (it may have begun meanwhile).
            const input = {
              eventId: data.id,
              displayName: values.displayName,
              description: values.description,
              ...(values.eventBeginAt !== data.eventBeginAt ? { eventBeginAt: values.eventBeginAt } : {}),
              ...(values.eventEndAt !== data.eventEndAt ? { eventEndAt: values.eventEndAt } : {}),
              timeZone: values.timeZone,
              placeId: values.placeId,
              address: values.address ?? '',
              capacity: values.capacity,
              ...(values.image ? { image: values.image } : {}),
            };
            await commitAsync(commit, { variables: { input } }, 'Save event');
            void navigate({ to: '/events/$uuid', params: { uuid: data.uuid } });
          }}
        />
      </Card>
    </main>
  );
}

function CannotEdit() {
  usePageTitle('Event not found');
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">You can't edit this event</h1>
      <p className="text-neutral-700 dark:text-neutral-300">
        Only its host and the moderators of its group can, and not once it is cancelled.
      </p>
      <Link to="/events">Find other events</Link>
    </main>
  );
}
