import { graphql, useFragment } from 'react-relay/hooks';
import { Section } from './Section';
import type { ProfileBio_profile$key } from './__generated__/ProfileBio_profile.graphql';

/** The biography (the After Dark one in AD mode) and interests, or hobbies when there are any (SPEC §2). */
export function ProfileBio({ profile, isAd }: { profile: ProfileBio_profile$key; isAd: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProfileBio_profile on Profile {
        bio {
          biography
          interests {
            id
            interest
          }
          hobbies {
            interest {
              id
              interest
            }
          }
        }
        bioAd {
          biography
        }
      }
    `,
    profile,
  );
  const biography = isAd && data.bioAd ? data.bioAd.biography : data.bio?.biography;
  const hobbies = data.bio?.hobbies.map((hobby) => hobby.interest) ?? [];
  const interests = hobbies.length > 0 ? hobbies : (data.bio?.interests ?? []);
  return (
    <>
      <Section title={isAd && data.bioAd ? 'After Dark bio' : 'Bio'}>
        <p className="whitespace-pre-line text-neutral-800 dark:text-neutral-200">{biography || 'No bio yet.'}</p>
      </Section>
      {interests.length > 0 && (
        <Section title={hobbies.length > 0 ? 'Hobbies' : 'Interests'}>
          <ul className="flex flex-wrap gap-2">
            {interests.map((interest) => (
              <li
                key={interest.id}
                className="rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-900 dark:bg-violet-900 dark:text-violet-100"
              >
                {interest.interest}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
