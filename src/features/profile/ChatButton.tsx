import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import { buttonStyles } from '../../ui/Button';
import { ChatIcon } from '../../ui/icons';
import { ActionRefusal } from './ActionRefusal';
import type { ChatButton_profile$key } from './__generated__/ChatButton_profile.graphql';

/**
 * Opens (or starts) the private chat. When the server would refuse it (the owner's startChat setting, SPEC §5)
 * the link is disabled and the reason the server gives stands beside it, so no member meets a dead end.
 */
export function ChatButton({ profile }: { profile: ChatButton_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ChatButton_profile on Profile {
        uuid
        chatPermission {
          allowed
          reason
        }
      }
    `,
    profile,
  );
  const reasonId = useId();
  const { allowed, reason } = data.chatPermission;
  return (
    <div className="flex max-w-64 flex-col items-start gap-1">
      <Link
        href={`/chatrooms/profile/${data.uuid}`}
        isDisabled={!allowed}
        aria-describedby={allowed ? undefined : reasonId}
        className={(renderProps) => buttonStyles({ ...renderProps, variant: 'secondary', isDisabled: !allowed })}
      >
        <ChatIcon />
        Chat
      </Link>
      {!allowed && reason && <ActionRefusal id={reasonId}>{reason}</ActionRefusal>}
    </div>
  );
}
