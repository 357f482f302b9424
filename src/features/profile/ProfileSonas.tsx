import { graphql, useFragment } from 'react-relay/hooks';
import { NoPicture } from './NoPicture';
import { Picture } from './Picture';
import { Section } from './Section';
import type { ProfileSonas_profile$key } from './__generated__/ProfileSonas_profile.graphql';

/** Fursonas: name, species, ' • Fursuit' when there is one, and the sona's picture at 374 px (SPEC §2). */
export function ProfileSonas({ profile, isAd }: { profile: ProfileSonas_profile$key; isAd: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProfileSonas_profile on Profile {
        displayName
        sonas {
          id
          displayName
          hasFursuit
          species {
            displayName
          }
          images {
            id
            isAd
            image {
              contentRating
              url(width: 374)
              blurredUrl: url(width: 256, blur: true)
            }
          }
        }
      }
    `,
    profile,
  );
  if (data.sonas.length === 0) return null;
  return (
    <Section title="Fursonas">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {data.sonas.map((sona) => {
          const picture = sona.images.find((image) => image.isAd === isAd) ?? sona.images.find((image) => !image.isAd);
          return (
            <li key={sona.id} className="overflow-hidden rounded-xl border border-neutral-200 dark:border-neutral-700">
              {picture ? (
                <Picture
                  image={picture.image}
                  alt={`${data.displayName}'s fursona ${sona.displayName}, ${sona.species.displayName.toLowerCase()}`}
                  className="aspect-square w-full object-cover"
                />
              ) : (
                // The sona's initial on its own colour, like a member without a picture, not an empty tile.
                <NoPicture name={sona.displayName} colourKey={sona.id} className="aspect-square w-full text-5xl" />
              )}
              <p className="p-2">
                <span className="block font-semibold">{sona.displayName}</span>
                <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                  {sona.species.displayName}
                  {sona.hasFursuit && ' • Fursuit'}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
