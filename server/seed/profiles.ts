import type { Insertable } from 'kysely';
import type { ProfilesTable } from '../db/types.ts';
import { CITIES, scatter } from './cities.ts';
import { daysAgo, type SeedContext } from './context.ts';
import { dateOfBirth, type Persona } from './persona.ts';
import type { Rng } from './random.ts';
import { isPrecision, snapPoint } from '../geo/snap.ts';

export type ProfileInsert = Insertable<ProfilesTable>;

/** The images the gallery builder chose for the profile's slots. */
export interface ChosenImages {
  primary: string | null;
  primaryAd: string | null;
  header: string | null;
}

/**
 * One `profiles` row. Every row carries every column (the batch insert needs the same keys everywhere).
 * `usernames` keeps usernames unique across the whole community.
 */
export function profileRow(ctx: SeedContext, persona: Persona, images: ChosenImages, usernames: Set<string>): ProfileInsert {
  const { rng, demo } = persona;
  const location = scatter(rng, persona.city);
  const movedFrom = rng.chance(0.1) ? rng.pick(CITIES) : null;
  return snapped(persona, {
    id: persona.id,
    email: demo?.email ?? null,
    display_name: persona.displayName,
    username: demo?.username ?? uniqueUsername(rng, persona.displayName, usernames),
    date_of_birth: dateOfBirth(ctx.now, persona.age, rng.int(0, 364)),
    roles: persona.roles,
    onboarded_at: daysAgo(ctx.now, rng.int(2, 700)),
    is_ad_opt_in: persona.isAdOptIn,
    is_explicit_opt_in: persona.isExplicitOptIn,
    is_hard_opt_in: persona.isHardOptIn,
    is_hidden: false,
    share_hash: rng.token(10),
    primary_image_id: images.primary,
    primary_image_ad_id: images.primaryAd,
    header_image_id: images.header,
    header_image_ad_id: null,
    ...privacy(rng, demo !== undefined),
    ...bio(persona),
    ...adBio(persona),
    location_type: rng.chance(0.4) ? 'GPS' : 'MANUAL',
    precision: rng.weighted(['CITY', 'PRECISE', 'COARSE', 'EXTRA_COARSE'], [45, 35, 12, 8]),
    latitude: location.latitude,
    longitude: location.longitude,
    place_id: persona.city.placeId,
    place: persona.city.place,
    region: persona.city.region,
    country: persona.city.country,
    country_code: persona.city.countryCode,
    home_place_id: movedFrom?.placeId ?? null,
    home_place: movedFrom?.place ?? null,
    // Recent activity: most people were online in the last days, a tail over the last months.
    last_online_at: daysAgo(ctx.now, demo ? 0.01 : rng.next() ** 3 * 90),
    created_at: daysAgo(ctx.now, rng.int(700, 1400)),
  });
}

/** No stored position is finer than its owner's precision: the scattered point becomes its cell's centre. */
function snapped({ city }: Persona, row: ProfileInsert): ProfileInsert {
  const precision = row.precision !== undefined && isPrecision(row.precision) ? row.precision : 'CITY';
  const point = snapPoint({ latitude: row.latitude!, longitude: row.longitude! }, precision, city);
  return { ...row, latitude: point.latitude, longitude: point.longitude, location_cell: point.cell };
}

function uniqueUsername(rng: Rng, displayName: string, usernames: Set<string>) {
  if (rng.chance(0.15)) return null;
  const base =
    displayName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'fur';
  let candidate = rng.chance(0.5) ? base : `${base}${rng.int(1, 99)}`;
  while (usernames.has(candidate)) candidate = `${base}${rng.int(1, 99_999)}`;
  usernames.add(candidate);
  return candidate;
}

const PERMISSIONS = ['PUBLIC', 'LIKED', 'MUTUALS', 'FRIENDS', 'PRIVATE'];

/** Mostly public, with enough restricted profiles to exercise every privacy rule. */
function privacy(rng: Rng, isDemo: boolean) {
  const setting = (publicWeight: number) => (isDemo ? 'PUBLIC' : rng.weighted(PERMISSIONS, [publicWeight, 4, 4, 5, 3]));
  return {
    view_profile: setting(90),
    view_age: setting(75),
    start_chat: setting(70),
    view_kinks: setting(65),
    view_ad: setting(70),
    show_last_online: isDemo || rng.chance(0.85),
  };
}

const GENDERS = ['Female', 'Male', 'Transgender Female', 'Transgender Male', 'Non-Binary'];
const CUSTOM_GENDERS = ['Genderfluid', 'Agender', 'Demiboy', 'Demigirl', 'Genderqueer', 'Two-Spirit', 'Bigender'];
const RELATIONSHIPS = ['SINGLE', 'DATING', 'RELATIONSHIP', 'OPEN_RELATIONSHIP', 'ENGAGED_MARRIED', 'DOMESTIC_PARTNERSHIP', 'OTHER'];
const ORIENTATIONS = ['GAY', 'BISEXUAL', 'PANSEXUAL', 'STRAIGHT', 'LESBIAN', 'ASEXUAL', 'QUESTIONING', 'OTHER'];
const EXTRA_LANGUAGES = ['es', 'fr', 'de', 'ja', 'pt', 'it', 'ru', 'nl', 'sv', 'ko', 'pl', 'uk', 'fi', 'no'];

function bio(persona: Persona) {
  const { rng, demo } = persona;
  const genders = [rng.weighted(GENDERS, [30, 35, 8, 7, 15])];
  if (rng.chance(0.06)) genders.push(rng.pick(CUSTOM_GENDERS));
  const languages = new Set(['en']);
  if (persona.city.countryCode !== 'US' || rng.chance(0.2)) {
    for (const code of rng.sample(persona.city.languages, rng.int(0, 2))) languages.add(code);
  }
  if (rng.chance(0.2)) languages.add(rng.pick(EXTRA_LANGUAGES));
  return {
    biography: demo?.bio ?? (rng.chance(0.94) ? biography(persona) : null),
    genders,
    languages: [...languages],
    // Teenagers are single, dating or in a relationship; the rest of the list is for adults.
    relationship_status: rng.chance(0.95)
      ? rng.weighted(RELATIONSHIPS, persona.isAdult ? [50, 8, 16, 8, 8, 4, 3] : [70, 15, 15, 0, 0, 0, 0])
      : null,
    sexual_orientation: rng.chance(0.96) ? rng.weighted(ORIENTATIONS, [24, 22, 15, 12, 8, 7, 6, 3]) : null,
  };
}

const OPENERS = ['Hi there!', 'Heya!', 'Hello hello!', '*waves paw*', 'Boop!', 'Hey, welcome to my page.'];
const HOBBY_LINES = [
  'I spend most evenings drawing and the rest of the time wishing I was drawing.',
  'Fursuiter in training, currently stuck on the tail.',
  'Big fan of board game nights and terrible puns.',
  'You can usually find me at the local furmeet or out hiking.',
  'Software developer by day, VR Chat goof by night.',
  'Amateur baker; will trade cookies for art.',
  'Into synthwave, metal and anything with a good bassline.',
  'Currently learning to sew and my fingers have paid the price.',
  'I love long walks, longer naps and the occasional con.',
  'Photographer at most cons I go to, so say hi if you see the camera.',
];
const CLOSERS = [
  'Feel free to message me!',
  'DMs open for friendly chats.',
  'Always happy to meet new furs.',
  'Ask me about my sona!',
  'Be kind and say hi.',
  '',
];

function biography({ rng, species, city, age }: Persona) {
  const intro = `${rng.pick(OPENERS)} I'm a ${age}-year-old ${species.name.toLowerCase()} from ${city.place}.`;
  const lines = rng.sample(HOBBY_LINES, rng.int(1, 2)).join(' ');
  return `${intro} ${lines} ${rng.pick(CLOSERS)}`.trim();
}

const AD_LINES = [
  'Looking for fun with people who know what they want.',
  'Open-minded and curious; communication first, always.',
  'Into leather, good music and better company.',
  'Let us get to know each other before anything else.',
  'Con hookups welcome, respect is a must.',
];

/** The After Dark bio only exists for adults who opted in. */
function adBio({ rng, isAdOptIn }: Persona) {
  if (!isAdOptIn) {
    return { ad_biography: null, sex_positions: [], behaviour: null, safe_sex: null, can_host: null };
  }
  const positions = rng.weighted([['TOP'], ['BOTTOM'], ['TOP', 'BOTTOM'], []], [30, 35, 30, 5]);
  return {
    ad_biography: rng.sample(AD_LINES, 2).join(' '),
    sex_positions: positions,
    behaviour: rng.weighted(['DOMINANT', 'SUBMISSIVE', 'VERSATILE'], [30, 35, 35]),
    safe_sex: rng.weighted(['ALWAYS', 'MOSTLY', 'NEVER'], [55, 35, 10]),
    can_host: rng.chance(0.5),
  };
}
