import { graphql, useFragment } from 'react-relay/hooks';
import { Section } from './Section';
import type { ProfileKinks_profile$key } from './__generated__/ProfileKinks_profile.graphql';

/**
 * Kinks by category, in After Dark mode only. The server sends them only to those allowed to see them, and hard
 * ones only to those whose "Show hard kinks" setting is on.
 */
export function ProfileKinks({ profile }: { profile: ProfileKinks_profile$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileKinks_profile on Profile {
        kinks {
          pleasureGive
          pleasureReceive
          kink {
            id
            displayName
            categoryName
          }
        }
      }
    `,
    profile,
  );
  const kinks = data.kinks;
  if (kinks.length === 0) return null;
  const categories = [...new Set(kinks.map((entry) => entry.kink.categoryName))];
  return (
    <Section title="Kinks">
      {categories.map((category) => (
        <div key={category}>
          <h3 className="text-sm font-semibold">{category}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {kinks
              .filter((entry) => entry.kink.categoryName === category)
              .map((entry) => (
                <li
                  key={entry.kink.id}
                  className="rounded-full bg-rose-100 px-3 py-1 text-sm text-rose-950 dark:bg-rose-950 dark:text-rose-100"
                >
                  {entry.kink.displayName}
                  {entry.pleasureGive != null && entry.pleasureReceive != null && (
                    <span className="ml-1 text-xs">
                      (give {entry.pleasureGive}/5, receive {entry.pleasureReceive}/5)
                    </span>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
