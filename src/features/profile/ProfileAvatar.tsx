import { graphql, useFragment } from 'react-relay/hooks';
import { tv } from 'tailwind-variants/lite';
import { Picture } from './Picture';
import type { ProfileAvatar_profile$key } from './__generated__/ProfileAvatar_profile.graphql';

// SPEC §6: team and VIP get a thick (8 px) frame in their colour, a plain supporter a thin one, others neutral.
const frameStyles = tv({
  base: 'aspect-square w-full overflow-hidden rounded-3xl bg-violet-100 dark:bg-violet-950',
  variants: {
    role: {
      TEAM: 'border-8 border-sky-600 dark:border-sky-400',
      SUPPORTER_VIP: 'border-8 border-amber-400',
      SUPPORTER: 'border-2 border-rose-700 dark:border-rose-300',
      none: 'border-2 border-neutral-300 dark:border-neutral-600',
    },
  },
});

function frameRole(name: string | undefined, priority: number | undefined) {
  if (name === 'TEAM' || name === 'SUPPORTER_VIP') return name;
  return (priority ?? 0) > 0 ? 'SUPPORTER' : 'none';
}

/** The profile picture (the After Dark one in AD mode, when there is one) in its role frame. */
export function ProfileAvatar({ profile, isAd }: { profile: ProfileAvatar_profile$key; isAd: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProfileAvatar_profile on Profile {
        displayName
        bestRole {
          name
          priority
        }
        primaryImage {
          image {
            contentRating
            url(width: 374)
            blurredUrl: url(width: 256, blur: true)
          }
        }
        primaryImageAd {
          image {
            contentRating
            url(width: 374)
            blurredUrl: url(width: 256, blur: true)
          }
        }
      }
    `,
    profile,
  );
  const image = (isAd && data.primaryImageAd?.image) || data.primaryImage?.image;
  return (
    <div className={frameStyles({ role: frameRole(data.bestRole?.name, data.bestRole?.priority) })}>
      {image ? (
        <Picture image={image} alt={`Profile picture of ${data.displayName}`} className="h-full w-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-full w-full items-center justify-center text-7xl font-black text-violet-800 dark:text-violet-200"
        >
          {data.displayName.slice(0, 1).toUpperCase()}
        </span>
      )}
    </div>
  );
}
