import { EXPERIMENTS } from '../../shared/experiments.ts';
import type { DB } from '../db/connect.ts';
import { CITIES } from './cities.ts';
import { seedEventRows } from './events.ts';
import { daysAgo } from './context.ts';
import type { Blob, Shelves } from './images.ts';
import { insertRows } from './insert.ts';
import { Rng } from './random.ts';

interface SeedGroup {
  name: string;
  isAd?: boolean;
  isVerified?: boolean;
  /** A city of the demo community (CITIES), or none for a group that meets online. */
  city?: string;
  /** Groups of the minors' pool are for members under 18 only. */
  minors?: boolean;
  closed?: boolean;
  description: string;
  rules?: string;
}

const BE_KIND = 'Be kind. No harassment, no hate. Tag After Dark topics elsewhere.';

const GROUPS: SeedGroup[] = [
  {
    name: 'Berlin Furs',
    isVerified: true,
    city: 'Berlin',
    description: 'Monthly meets, fursuit walks and pub nights in Berlin.',
    rules: BE_KIND,
  },
  { name: 'London Furs', isVerified: true, city: 'London', description: 'Pub meets and park days around London.', rules: BE_KIND },
  { name: 'Bay Area Furries', isVerified: true, city: 'San Francisco', description: 'Meets from San Francisco to San Jose.' },
  { name: 'NYC Furs', city: 'New York City', description: 'Picnics, bowling and con carpools in New York.' },
  { name: 'Toronto Furs', city: 'Toronto', description: 'Skating, board games and meets in Toronto.' },
  { name: 'Furries Down Under', city: 'Sydney', description: 'Beach meets and road trips across Australia.' },
  {
    name: 'Fursuit Makers',
    isVerified: true,
    closed: true,
    description: 'Makers share patterns, foam work and fur tips. Ask to join with a photo of your work.',
    rules: 'Credit every maker. No reselling patterns.',
  },
  { name: 'Furry Artists Collective', isVerified: true, description: 'Artists share work in progress and commission tips.' },
  { name: 'Gaming Furs', description: 'Find people to play with, any platform.' },
  { name: 'VR Chat Furs', description: 'Worlds, avatars and weekly VR meetups.' },
  { name: 'Hiking Furs', city: 'Munich', description: 'Day hikes in the Alps around Munich.' },
  { name: 'Furry Photographers', city: 'Amsterdam', description: 'Con and fursuit photography, shoots around Amsterdam.' },
  { name: 'Queer Furs', isVerified: true, description: 'A safe space for LGBTQ+ furs.', rules: BE_KIND },
  { name: 'Furry Musicians', description: 'Producers, singers and players.' },
  { name: 'Tabletop Furs', city: 'Hamburg', description: 'Board games and role-playing nights in Hamburg.' },
  { name: 'Furry Devs', description: 'Developers building things for the fandom.' },
  { name: 'Scalies United', description: 'Dragons, lizards and every scaly species.' },
  {
    name: 'Young Furs Berlin',
    minors: true,
    city: 'Berlin',
    description: 'For members under 18: afternoon meets in Berlin.',
    rules: 'Meets are in public places, in the daytime.',
  },
  { name: 'Teen Fursuiters', minors: true, description: 'For members under 18 who make or wear fursuits.' },
  { name: 'Leather Furs', isAd: true, city: 'Berlin', closed: true, description: 'Leather nights for adults.' },
  { name: 'Rubber Furs', isAd: true, description: 'Rubber and latex fans, adults only.' },
  { name: 'Murrsuiters', isAd: true, description: 'After Dark fursuiting, adults only.' },
];

/** Groups and events with pool images; returns what profiles can join. */
export async function seedGroupsAndEvents(db: DB, seed: number, now: Date, shelves: Shelves) {
  const rng = Rng.stream(seed, 'groups');
  const cover = (blob: Blob) => ({ uuid: rng.uuid(), blob });
  const groups = GROUPS.map((group) => {
    const city = group.city ? CITIES.find((entry) => entry.place === group.city) : undefined;
    return {
      uuid: rng.uuid(),
      display_name: group.name,
      is_ad: Boolean(group.isAd),
      is_verified: Boolean(group.isVerified),
      adult_pool: !group.minors,
      join_policy: group.closed ? 'CLOSED' : 'OPEN',
      description: group.description,
      rules: group.rules ?? null,
      place_id: city?.placeId ?? null,
      place: city?.place ?? null,
      region: city?.region ?? null,
      country: city?.country ?? null,
      country_code: city?.countryCode ?? null,
      latitude: city?.latitude ?? null,
      longitude: city?.longitude ?? null,
      created_at: new Date(now.getTime() - rng.int(30, 900) * 86_400_000),
      image: cover(rng.pick(group.isAd ? shelves.mature : [...shelves.paw, ...shelves.landscape])),
    };
  });
  const events = seedEventRows(rng, now, groups).map((event) => ({
    ...event,
    image: cover(rng.pick(event.is_ad ? shelves.mature : shelves.landscape)),
  }));
  const images = [...groups, ...events].map(({ image }) => ({
    uuid: image.uuid,
    owner_id: null,
    blob_key: image.blob.key,
    content_rating: image.blob.rating,
    width: image.blob.width,
    height: image.blob.height,
    blur_hash: image.blob.blurHash,
  }));
  await insertRows(db, 'images', images);
  await insertRows(
    db,
    'groups',
    groups.map(({ image, ...group }) => ({ ...group, image_uuid: image.uuid })),
  );
  await insertRows(
    db,
    'events',
    events.map(({ image, ...event }) => ({ ...event, image_uuid: image.uuid })),
  );
  return {
    groups: groups.map(({ uuid, is_ad, adult_pool, join_policy }) => ({
      uuid,
      isAd: is_ad,
      adultPool: adult_pool,
      isOpen: join_policy === 'OPEN',
    })),
    events: events.map(({ uuid, is_ad, adult_pool }) => ({ uuid, isAd: is_ad, adultPool: adult_pool })),
  };
}

const NEWS: { title: string; slug: string; category: string; audiences: string[]; home: boolean; daysAgo: number; content: string }[] = [
  {
    title: 'Welcome to Snoot 0.16',
    slug: 'welcome-to-snoot-0-16',
    category: 'Release',
    audiences: ['EVERYONE'],
    home: true,
    daysAgo: 2,
    content: 'Chat requests, a faster profile grid and the new After Dark filters are here. Thanks for all the feedback!',
  },
  {
    title: 'Holiday theme is back',
    slug: 'holiday-theme-is-back',
    category: 'Announcement',
    audiences: ['EVERYONE'],
    home: false,
    daysAgo: 5,
    content: 'Snow is falling on Snoot again. You can turn the snowfall off in Settings under Appearance.',
  },
  {
    title: 'Supporter preview: profile banners',
    slug: 'supporter-preview-profile-banners',
    category: 'Supporters',
    audiences: ['SUPPORTERS'],
    home: true,
    daysAgo: 9,
    content: 'Supporters can try custom profile banners before everyone else. Tell us what you think in the supporter group.',
  },
  {
    title: 'Team: moderation queue changes',
    slug: 'team-moderation-queue-changes',
    category: 'Internal',
    audiences: ['TEAM'],
    home: true,
    daysAgo: 1,
    content: 'Reports are now grouped by profile. Please clear the old queue before Friday.',
  },
  {
    title: 'Staying safe at meets',
    slug: 'staying-safe-at-meets',
    category: 'Community',
    audiences: ['EVERYONE', 'SUPPORTERS'],
    home: false,
    daysAgo: 20,
    content: 'Meet in public places, tell a friend where you are going and use the block button whenever you need it.',
  },
];

const FLAGS = [
  { key: 'christmas', title: 'Christmas', description: 'Snowfall toggle and festive touches.', enabled_targets: ['PUBLIC'] },
  { key: 'holiday_theme', title: 'Holiday theme', description: 'Seasonal colours and the holiday banner.', enabled_targets: ['PUBLIC'] },
  {
    key: 'manage_username',
    title: 'Manage username',
    description: 'Editable usernames, shown in the chat header.',
    enabled_targets: ['TEAM'],
  },
];

/** News, feature flags and experiments: the app-wide content SPEC §6 describes. Existing keys are kept. */
export async function seedAppContent(db: DB, seed: number, now: Date) {
  const rng = Rng.stream(seed, 'news');
  await db
    .insertInto('news_items')
    .values(
      NEWS.map((item) => ({
        id: rng.uuid(),
        title: item.title,
        slug: item.slug,
        category: item.category,
        audiences: item.audiences,
        content: item.content,
        show_on_news_feed: true,
        show_on_home_page: item.home,
        published_at: daysAgo(now, item.daysAgo),
        updated_at: daysAgo(now, item.daysAgo),
      })),
    )
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
  await db
    .insertInto('feature_flags')
    .values(FLAGS)
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  await db
    .insertInto('experiments')
    .values(
      EXPERIMENTS.map(({ key, name, type, description }) => ({
        key,
        name,
        type,
        control: '0',
        treatments: JSON.stringify([{ id: '1', description }]),
      })),
    )
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
