import { graphql, useFragment } from 'react-relay/hooks';
import { dismissFirstRunNudge, useFirstRunNudgeDismissed } from '../../state/firstRunNudge';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import type { FirstRunNudge_viewer$key } from './__generated__/FirstRunNudge_viewer.graphql';

/**
 * Above a new member's grid: what their profile still lacks (a photo, a bio, a place), each a link to the page
 * that adds it. An item leaves once it is done and the whole card once all are; Dismiss hides it for good on
 * this browser. Without a place the grid cannot show distances, so that one says why.
 */
export function FirstRunNudge({ viewer }: { viewer: FirstRunNudge_viewer$key }) {
  const { profile } = useFragment(
    graphql`
      fragment FirstRunNudge_viewer on Viewer {
        profile {
          uuid
          primaryImage {
            __typename
          }
          bio {
            biography
          }
          location {
            place
          }
        }
      }
    `,
    viewer,
  );
  const isDismissed = useFirstRunNudgeDismissed(profile.uuid);
  const missing = [
    !profile.primaryImage && { to: '/settings/profile/images', text: 'Add a photo', why: 'so others can see who you are.' },
    !profile.bio?.biography?.trim() && { to: '/settings/profile/edit', text: 'Write a bio', why: 'to say a little about yourself.' },
    !profile.location?.place && { to: '/settings/location', text: 'Set your place', why: 'to see how far away others are.' },
  ].filter((item) => item !== false);
  if (isDismissed || missing.length === 0) return null;

  const dismiss = () => {
    dismissFirstRunNudge(profile.uuid);
    // The button goes with the card: focus moves to the page rather than being dropped on <body>.
    document.getElementById('main-content')?.focus();
  };
  return (
    <section
      aria-labelledby="first-run-nudge-title"
      className="mb-6 flex flex-wrap items-start gap-4 rounded-2xl border border-violet-200 bg-violet-50 p-4 dark:border-violet-900 dark:bg-violet-950/40"
    >
      <div className="min-w-0 flex-1">
        <h2 id="first-run-nudge-title" className="font-bold">
          Finish your profile
        </h2>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {missing.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.text}</Link> <span className="text-neutral-700 dark:text-neutral-300">{item.why}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="quiet" aria-label="Dismiss Finish your profile" onPress={dismiss}>
        Dismiss
      </Button>
    </section>
  );
}
