import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { PREMIUM_SIGN_UP_URL } from '../../lib/supportLinks';
import { focusRing } from '../../ui/utils';
import { ExternalLink } from '../../ui/ExternalLink';

/** What the premium tier gives (SPEC §9), word for word. */
export const PREMIUM_PERKS = ['Gold border + profile banner', 'Enhanced profile customization', 'Pre-release builds + features'];

/** The collapsible premium card: the tier's perks and where to sign up (sold on an external funding page). */
export function PremiumCard() {
  return (
    <Disclosure className="rounded-2xl border border-amber-300 bg-amber-50 text-neutral-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      {({ isExpanded }) => (
        <>
          <Heading level={2} className="m-0">
            <Button
              slot="trigger"
              className={(renderProps) =>
                focusRing({
                  ...renderProps,
                  className: 'flex w-full items-center justify-between gap-2 rounded-2xl px-4 py-3 text-left font-bold',
                })
              }
            >
              Snoot Premium
              <span aria-hidden="true" className={`transition-transform ${isExpanded ? 'rotate-180' : ''}`}>
                ▾
              </span>
            </Button>
          </Heading>
          {/* The padding sits inside: a collapsed panel keeps its own box, which showed as an empty strip. */}
          <DisclosurePanel>
            <div className="px-4 pb-4">
              <ul className="mb-3 list-disc pl-5 text-sm">
                {PREMIUM_PERKS.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              <ExternalLink href={PREMIUM_SIGN_UP_URL}>Sign up for Premium</ExternalLink>
            </div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
