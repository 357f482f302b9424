import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from '../../ui/Link';
import { NoPicture } from '../profile/NoPicture';
import { PresenceLabel } from '../profile/PresenceLabel';
import { roomMember, shownName } from '../../lib/hiddenMember';
import { ChatRoomSafetyMenu } from './ChatRoomSafetyMenu';
import { useProfilePresenceSubscription } from './useProfilePresenceSubscription';
import { usePageTitle } from '../../ui/pageTitle';
import type { ChatRoomHeader_room$data, ChatRoomHeader_room$key } from './__generated__/ChatRoomHeader_room.graphql';

interface ChatRoomHeaderProps {
  room: ChatRoomHeader_room$key;
  showUsername: boolean;
  /** The room's own actions (search), before the safety menu. */
  actions?: ReactNode;
}

/** The other member, linking to their profile; @username only while manage_username is on. */
export function ChatRoomHeader({ room, showUsername, actions }: ChatRoomHeaderProps) {
  const data = useFragment(
    graphql`
      fragment ChatRoomHeader_room on ChatRoom {
        title
        ...ChatRoomSafetyMenu_room
        otherProfile {
          id
          uuid
          displayName
          username
          presence
          ...PresenceLabel_profile
          primaryImage {
            image {
              url(width: 64)
            }
          }
        }
      }
    `,
    room,
  );
  const other = data.otherProfile;
  const member = roomMember(other, data.title);
  const hasUsername = Boolean(showUsername && other?.username);
  usePageTitle(member.state === 'room' ? member.name : `Chat with ${member.name}`);
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-neutral-200 px-4 dark:border-neutral-800">
      <Link
        to="/chatrooms"
        variant="plain"
        className="hidden rounded-lg px-2 py-1 text-sm font-semibold max-mobile:inline-block"
        aria-label="Back to chats"
      >
        ←
      </Link>
      {other && member.state === 'shown' ? (
        <h2 className="min-w-0">
          <span className="sr-only">Chat with </span>
          {/* Named by what it shows, the avatar aside (Label in Name: a voice user may say any of it). */}
          <Link to="/profiles/$uuid" params={{ uuid: other.uuid }} variant="plain" className="flex min-w-0 items-center gap-3 rounded-lg">
            <Avatar url={other.primaryImage?.image.url} name={other.displayName} />
            {/* Spaces between the lines: the name made of them reads as words, as does the text copied from them. */}
            <span className="min-w-0">
              <span className="block truncate font-bold">{shownName(other.displayName)}</span>{' '}
              {hasUsername && <span className="block truncate text-sm text-neutral-600 dark:text-neutral-400">@{other.username}</span>}{' '}
              <LivePresence profile={other} />
            </span>
          </Link>
        </h2>
      ) : member.state === 'room' ? (
        <h2 className="font-bold">{member.name}</h2>
      ) : (
        // Nobody to link to: no profile, picture or presence, and the reason in words.
        <h2 className="flex min-w-0 items-center gap-3">
          <Avatar />
          <span className="min-w-0">
            <span className="sr-only">Chat with </span>
            <span className="block truncate font-bold">{member.name}</span>{' '}
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">{'note' in member && member.note}</span>
          </span>
        </h2>
      )}
      <div className="ml-auto flex items-center gap-1">
        {actions}
        <ChatRoomSafetyMenu room={data} />
      </div>
    </header>
  );
}

type OtherProfile = NonNullable<ChatRoomHeader_room$data['otherProfile']>;

/** The other member's presence, kept live while the room is open (a hidden member has no profile to follow). */
function LivePresence({ profile }: { profile: OtherProfile }) {
  useProfilePresenceSubscription(profile.id, shownName(profile.displayName), profile.presence);
  return <PresenceLabel profile={profile} className="text-xs" />;
}

/**
 * A member's round picture; `url` is the 64 px variant's URL as the server gave it. Without a picture it shows the
 * name's initial on the member's default colour, and a plain circle only when the name is hidden too.
 */
export function Avatar({ url, name, size = 40 }: { url?: string | null; name?: string | null; size?: number }) {
  if (!url && name)
    return (
      <NoPicture name={name} colourKey={name} className="shrink-0 rounded-full" style={{ width: size, height: size, fontSize: size / 2 }} />
    );
  return url ? (
    <img src={url} alt="" width={size} height={size} className="shrink-0 rounded-full object-cover" style={{ width: size, height: size }} />
  ) : (
    <span aria-hidden className="shrink-0 rounded-full bg-neutral-300 dark:bg-neutral-700" style={{ width: size, height: size }} />
  );
}
