import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { format } from 'date-fns';
import { countOf } from '../../lib/plural';
import { Link } from '../../ui/Link';
import { Picture, type PictureImage } from './Picture';
import { Section } from './Section';
import type { ProfileMemberships_profile$key } from './__generated__/ProfileMemberships_profile.graphql';

/** Groups and events the member belongs to; the server leaves out After Dark ones for viewers without access. */
export function ProfileMemberships({ profile }: { profile: ProfileMemberships_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileMemberships_profile on Profile {
        groups {
          threadCount
          replyCount
          group {
            id
            uuid
            displayName
            isVerified
            image {
              contentRating
              url(width: 64)
              blurredUrl: url(width: 256, blur: true)
            }
          }
        }
        events {
          isWaitingList
          event {
            id
            uuid
            displayName
            eventBeginAt
            eventEndAt
            image {
              contentRating
              url(width: 64)
              blurredUrl: url(width: 256, blur: true)
            }
          }
        }
      }
    `,
    profile,
  );
  return (
    <>
      {data.groups.length > 0 && (
        <Section title="Groups">
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.groups.map(({ group, threadCount, replyCount }) => (
              <Card
                key={group.id}
                image={group.image}
                title={`${group.displayName}${group.isVerified ? ' ✓' : ''}`}
                link={{ to: '/groups/$uuid', params: { uuid: group.uuid } }}
              >
                {countOf(threadCount, 'thread', 'threads')} · {countOf(replyCount, 'reply', 'replies')}
              </Card>
            ))}
          </ul>
        </Section>
      )}
      {data.events.length > 0 && (
        <Section title="Events">
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.events.map(({ event, isWaitingList }) => (
              <Card
                key={event.id}
                image={event.image}
                title={event.displayName}
                link={{ to: '/events/$uuid', params: { uuid: event.uuid } }}
              >
                {format(new Date(event.eventBeginAt), 'PP p')}
                {isWaitingList && ' · waiting list'}
              </Card>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function Card({
  image,
  title,
  link,
  children,
}: {
  image: PictureImage | null | undefined;
  title: string;
  /** A group's or event's card leads to its page. */
  link?: { to: '/groups/$uuid' | '/events/$uuid'; params: { uuid: string } };
  children: ReactNode;
}) {
  const content = (
    <>
      {image ? (
        <Picture image={image} alt="" className="h-12 w-12 flex-none rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="h-12 w-12 flex-none rounded-lg bg-violet-100 dark:bg-violet-900" />
      )}
      <span className="min-w-0">
        <span className="block truncate font-semibold">{title}</span>
        <span className="block text-sm text-neutral-700 dark:text-neutral-300">{children}</span>
      </span>
    </>
  );
  return (
    <li className="rounded-xl border border-neutral-200 dark:border-neutral-700">
      {link ? (
        <Link {...link} variant="plain" className="flex items-center gap-3 rounded-xl p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800">
          {content}
        </Link>
      ) : (
        <div className="flex items-center gap-3 p-2">{content}</div>
      )}
    </li>
  );
}
