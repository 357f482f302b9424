import { EXPERIMENTS } from '../../shared/experiments.ts';
import type { DB } from '../db/connect.ts';
import { daysAgo } from './context.ts';
import type { Blob, Shelves } from './images.ts';
import { insertRows } from './insert.ts';
import { Rng } from './random.ts';

const GROUPS: [name: string, isAd: boolean, isVerified: boolean][] = [
  ['Berlin Furs', false, true],
  ['London Furs', false, true],
  ['Bay Area Furries', false, true],
  ['NYC Furs', false, false],
  ['Toronto Furs', false, false],
  ['Furries Down Under', false, false],
  ['Fursuit Makers', false, true],
  ['Furry Artists Collective', false, true],
  ['Gaming Furs', false, false],
  ['VR Chat Furs', false, false],
  ['Hiking Furs', false, false],
  ['Furry Photographers', false, false],
  ['Queer Furs', false, true],
  ['Furry Musicians', false, false],
  ['Tabletop Furs', false, false],
  ['Furry Devs', false, false],
  ['Scalies United', false, false],
  ['Leather Furs', true, false],
  ['Rubber Furs', true, false],
  ['Murrsuiters', true, false],
];

// Days relative to now: a couple of past meets so "past events" exist, the rest coming up.
const EVENTS: [name: string, isAd: boolean, startsInDays: number, lengthHours: number][] = [
  ['Berlin Furmeet', false, 6, 6],
  ['Berlin Fursuit Walk', false, 20, 4],
  ['London Furs Pub Meet', false, 3, 5],
  ['Bay Area Fur Bowling', false, 12, 3],
  ['NYC Furry Picnic', false, 27, 6],
  ['Toronto Fur Skate', false, 40, 4],
  ['Sydney Beach Meet', false, 15, 6],
  ['Vienna Winter Meet', false, 9, 6],
  ['Stockholm Furs Fika', false, 4, 3],
  ['Amsterdam Canal Cruise', false, 33, 4],
  ['Chicago Fur Bowling', false, -10, 3],
  ['Furry Art Jam', false, -3, 24],
  ['Winter Fursuit Games', false, 60, 72],
  ['Leather Furs Night', true, 18, 6],
  ['Rubber Furs Social', true, 45, 6],
];

/** Groups and events with pool images; returns what profiles can join. */
export async function seedGroupsAndEvents(db: DB, seed: number, now: Date, shelves: Shelves) {
  const rng = Rng.stream(seed, 'groups');
  const cover = (blob: Blob) => ({ uuid: rng.uuid(), blob });
  const groups = GROUPS.map(([display_name, is_ad, is_verified]) => ({
    uuid: rng.uuid(),
    display_name,
    is_ad,
    is_verified,
    image: cover(rng.pick(is_ad ? shelves.mature : [...shelves.paw, ...shelves.landscape])),
  }));
  // Meets start at 18:00 UTC on their day.
  const eventStart = (days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 18));
  const events = EVENTS.map(([display_name, is_ad, startsIn, hours]) => ({
    uuid: rng.uuid(),
    display_name,
    is_ad,
    begin_at: eventStart(startsIn),
    end_at: new Date(eventStart(startsIn).getTime() + hours * 3_600_000),
    image: cover(rng.pick(is_ad ? shelves.mature : shelves.landscape)),
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
    groups: groups.map(({ uuid, is_ad }) => ({ uuid, isAd: is_ad })),
    events: events.map(({ uuid, is_ad }) => ({ uuid, isAd: is_ad })),
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
