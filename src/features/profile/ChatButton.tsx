import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-aria-components';
import { buttonStyles } from '../../ui/Button';
import { ChatIcon } from '../../ui/icons';
import type { ChatButton_profile$key } from './__generated__/ChatButton_profile.graphql';

/** Opens (or starts) the private chat; disabled unless the owner's startChat setting admits the viewer (SPEC §5). */
export function ChatButton({ profile }: { profile: ChatButton_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ChatButton_profile on Profile {
        uuid
        canStartChat
      }
    `,
    profile,
  );
  return (
    <Link
      href={`/chatrooms/profile/${data.uuid}`}
      isDisabled={!data.canStartChat}
      className={(renderProps) => buttonStyles({ ...renderProps, variant: 'secondary', isDisabled: !data.canStartChat })}
    >
      <ChatIcon />
      Chat
    </Link>
  );
}
