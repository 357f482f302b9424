import { Link } from '../../ui/Link';

/**
 * A chat link that leads nowhere says why, instead of dropping the member on the chat list: the profile is
 * gone or hidden from them, or its owner's privacy settings do not let them start a chat.
 */
export function ChatNotAllowed({ profile }: { profile: { uuid: string; displayName: string } | null }) {
  return (
    <section aria-label="New chat" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <h2 className="text-xl font-bold">
        {profile ? `You can't start a chat with ${profile.displayName}` : 'This profile is not available'}
      </h2>
      <p className="max-w-md text-neutral-700 dark:text-neutral-300">
        {profile
          ? `${profile.displayName}'s privacy settings decide who can start a chat with them, and right now that doesn't include you.`
          : 'Profile not found. This user may have deleted their account or been banned.'}
      </p>
      <div className="flex flex-wrap justify-center gap-4">
        {profile && (
          <Link to="/profiles/$uuid" params={{ uuid: profile.uuid }}>
            Back to {profile.displayName}'s profile
          </Link>
        )}
        <Link to="/chatrooms">Go to your chats</Link>
      </div>
    </section>
  );
}
