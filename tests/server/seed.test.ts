import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../server/db/connect.ts';
import { seedDemoCommunity } from '../../server/seed/index.ts';

const SEED_TIMEOUT = 180_000;

function tempImageDir() {
  return join(mkdtempSync(join(tmpdir(), 'snoot-seed-')), 'images');
}

/** Whole years between a yyyy-MM-dd birthday and today (UTC), as a profile's age is shown. */
function ageOf(dateOfBirth: string) {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  const today = new Date();
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The shared PostgreSQL test database, emptied first: other runs may have left tables behind. */
async function openEmptyPostgres() {
  const url = process.env.DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop schema public cascade; create schema public');
  await admin.end();
  return openDatabase({ dataDir: '', databaseUrl: url });
}

async function count(db: DB, query: ReturnType<typeof sql<{ n: string | number }>>) {
  const { rows } = await query.execute(db);
  return Number(rows[0].n);
}

const backends = [
  { name: 'PGlite', open: () => openDatabase({ dataDir: 'memory://' }) },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', open: openEmptyPostgres }] : []),
];

describe.each(backends)('demo community on $name', ({ name, open }) => {
  let db: DB;
  let imageDir: string;
  let result: { seeded: boolean };

  beforeAll(async () => {
    db = await open();
    imageDir = tempImageDir();
    const started = performance.now();
    result = await seedDemoCommunity(db, { imageDir });
    console.log(`${name}: seeded 2,000 profiles in ${Math.round(performance.now() - started)} ms`);
  }, SEED_TIMEOUT);
  afterAll(() => db?.destroy());

  it('seeds at least 2,000 profiles', async () => {
    expect(result).toEqual({ seeded: true });
    const profiles = await db.selectFrom('profiles').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(profiles.n)).toBeGreaterThanOrEqual(2000);
  });

  it('creates the demo logins with their roles, ages and opt-ins', async () => {
    const rows = await db
      .selectFrom('profiles')
      .innerJoin('account_providers', 'account_providers.profile_id', 'profiles.id')
      .select([
        'email',
        'roles',
        'date_of_birth',
        'is_ad_opt_in',
        'place',
        'display_name',
        'onboarded_at',
        'primary_image_id',
        'biography',
        'ad_biography',
        'primary_image_ad_id',
      ])
      .where('account_providers.type', '=', 'EMAIL')
      .whereRef('account_providers.value', '=', 'profiles.email')
      .execute();
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(Object.keys(byEmail).sort()).toEqual(['member@example.com', 'minor@example.com', 'team@example.com', 'vip@example.com']);

    const { team, vip, member, minor } = {
      team: byEmail['team@example.com'],
      vip: byEmail['vip@example.com'],
      member: byEmail['member@example.com'],
      minor: byEmail['minor@example.com'],
    };
    expect(team).toMatchObject({ roles: ['TEAM'], is_ad_opt_in: true, place: 'Berlin' });
    expect(team.ad_biography).toBeTruthy();
    expect(team.primary_image_ad_id).toBeTruthy();
    expect(ageOf(team.date_of_birth!)).toBeGreaterThanOrEqual(18);
    expect(vip.roles).toEqual(['SUPPORTER_VIP']);
    expect(ageOf(vip.date_of_birth!)).toBeGreaterThanOrEqual(18);
    expect(member).toMatchObject({ roles: [], is_ad_opt_in: false, place: 'Berlin', display_name: 'Mika Fox' });
    expect(ageOf(member.date_of_birth!)).toBeGreaterThanOrEqual(18);
    expect(minor).toMatchObject({ roles: [], is_ad_opt_in: false });
    expect(ageOf(minor.date_of_birth!)).toBe(16);
    for (const login of rows) {
      expect(login.onboarded_at).toBeTruthy();
      expect(login.primary_image_id).toBeTruthy();
      expect(login.biography).toBeTruthy();
    }
  });

  it('gives After Dark content only to adults who opted in', async () => {
    const misplaced = await count(
      db,
      sql`
      select count(*) as n from profile_images pi
      join images i on i.uuid = pi.image_uuid
      join profiles p on p.id = pi.profile_id
      where i.content_rating in ('EXPLICIT', 'HARD')
        and (not pi.is_ad or not p.is_ad_opt_in or p.date_of_birth > current_date - interval '18 years')`,
    );
    expect(misplaced).toBe(0);
    const teamAdImages = await count(
      db,
      sql`
      select count(*) as n from profile_images pi join profiles p on p.id = pi.profile_id
      where p.email = 'team@example.com' and pi.is_ad`,
    );
    expect(teamAdImages).toBeGreaterThan(0);
    const minorKinks = await count(
      db,
      sql`
      select count(*) as n from profile_kinks k join profiles p on p.id = k.profile_id
      where p.date_of_birth > current_date - interval '18 years'`,
    );
    expect(minorKinks).toBe(0);
  });

  it('numbers every chat room’s messages 1..n without gaps, ending at last_seq_id', async () => {
    const rooms = await db.selectFrom('chat_rooms').select(['id', 'last_seq_id', 'last_message_at']).execute();
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      const messages = await db
        .selectFrom('chat_messages')
        .select(['seq_id', 'created_at'])
        .where('room_id', '=', room.id)
        .orderBy('seq_id')
        .execute();
      expect(messages.length).toBeGreaterThanOrEqual(5);
      expect(messages.map((message) => message.seq_id)).toEqual(messages.map((_, i) => i + 1));
      expect(room.last_seq_id).toBe(messages.length);
      expect(new Date(room.last_message_at!).getTime()).toBe(new Date(messages.at(-1)!.created_at).getTime());
    }
    const memberRooms = await db
      .selectFrom('chat_participants')
      .innerJoin('profiles', 'profiles.id', 'chat_participants.profile_id')
      .select(['status', 'is_archived'])
      .where('profiles.email', '=', 'member@example.com')
      .execute();
    expect(memberRooms.filter((room) => room.status === 'INVITED')).toHaveLength(1);
    expect(memberRooms.filter((room) => room.is_archived)).toHaveLength(1);
    const deleted = await db.selectFrom('chat_messages').select(['content']).where('deleted_at', 'is not', null).execute();
    expect(deleted).toEqual([{ content: null }]);
  });

  it('writes a file for every image row, from a small shared pool', async () => {
    const blobs = await db.selectFrom('images').select('blob_key').distinct().execute();
    expect(blobs.length).toBeGreaterThanOrEqual(60);
    expect(blobs.length).toBeLessThanOrEqual(120);
    for (const { blob_key } of blobs) expect(existsSync(join(imageDir, `${blob_key}.jpeg`))).toBe(true);
  });

  it('leaves no dangling references', async () => {
    // The seed may skip foreign-key triggers for speed, so check the references it relies on.
    const orphans = await count(
      db,
      sql`select
      (select count(*) from images i where i.owner_id is not null and not exists (select 1 from profiles p where p.id = i.owner_id))
      + (select count(*) from profile_images pi where not exists (select 1 from images i where i.uuid = pi.image_uuid))
      + (select count(*) from profile_images pi where pi.sona_id is not null and not exists (select 1 from sonas s where s.id = pi.sona_id))
      + (select count(*) from sona_images si where not exists (select 1 from profile_images pi where pi.id = si.profile_image_id))
      + (select count(*) from sonas s where not exists (select 1 from species sp where sp.id = s.species_id))
      + (select count(*) from profiles p where p.primary_image_id is not null
           and not exists (select 1 from profile_images pi where pi.id = p.primary_image_id and pi.profile_id = p.id))
      + (select count(*) from profiles p where p.header_image_id is not null
           and not exists (select 1 from profile_images pi where pi.id = p.header_image_id and pi.profile_id = p.id))
      + (select count(*) from likes l where not exists (select 1 from profiles p where p.id = l.liked_id))
      + (select count(*) from friendships f where not exists (select 1 from friendships r where r.profile_id = f.friend_id and r.friend_id = f.profile_id))
      + (select count(*) from chat_messages m where not exists (select 1 from chat_rooms r where r.id = m.room_id))
      + (select count(*) from profile_kinks k where not exists (select 1 from kinks x where x.id = k.kink_id))
      + (select count(*) from profile_groups g where not exists (select 1 from groups x where x.uuid = g.group_uuid))
      as n`,
    );
    expect(orphans).toBe(0);
  });

  it('seeds the flags and experiments the client reads', async () => {
    const flags = await db.selectFrom('feature_flags').select(['key', 'title', 'enabled_targets']).orderBy('key').execute();
    expect(flags).toEqual(
      expect.arrayContaining([
        { key: 'christmas', title: 'Christmas', enabled_targets: ['PUBLIC'] },
        { key: 'manage_username', title: 'Manage username', enabled_targets: ['TEAM'] },
        expect.objectContaining({ key: 'holiday_theme' }),
      ]),
    );
    const experiments = await db
      .selectFrom('experiments')
      .select(['key', 'name', 'type', 'treatments', 'control'])
      .orderBy('key')
      .execute();
    expect(experiments.map((experiment) => [experiment.key, experiment.name])).toEqual([
      ['graphql_dev_overlay', 'GraphQL dev overlay'],
      ['home_news_feed', 'Home news feed'],
      ['mastodon_links', 'Links generated from mastodon handles'],
    ]);
    for (const experiment of experiments) {
      expect(experiment).toMatchObject({ type: 'TEAM', control: '0', treatments: [{ id: '1', description: expect.any(String) }] });
    }
  });

  it('seeds nothing when profiles already exist', async () => {
    const before = await db.selectFrom('profiles').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(await seedDemoCommunity(db, { imageDir })).toEqual({ seeded: false });
    const after = await db.selectFrom('profiles').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});

describe('demo community reproducibility', () => {
  async function seededIds(seed: number) {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await seedDemoCommunity(db, { imageDir: tempImageDir(), profileCount: 300, seed });
      const profiles = await db.selectFrom('profiles').select(['id', 'display_name', 'username']).orderBy('id').execute();
      const images = await db.selectFrom('profile_images').select(['id', 'image_uuid']).orderBy('id').execute();
      const messages = await db.selectFrom('chat_messages').select(['id', 'seq_id', 'content']).orderBy('id').execute();
      const likes = await db.selectFrom('likes').select(['liker_id', 'liked_id']).orderBy('liker_id').orderBy('liked_id').execute();
      return { profiles, images, messages, likes };
    } finally {
      await db.destroy();
    }
  }

  it(
    'gives the same profile ids (and everything else) for the same seed',
    async () => {
      const first = await seededIds(7);
      const second = await seededIds(7);
      expect(first.profiles).toHaveLength(304);
      expect(second).toEqual(first);
      const other = await seededIds(8);
      expect(other.profiles.map((profile) => profile.id)).not.toEqual(first.profiles.map((profile) => profile.id));
    },
    SEED_TIMEOUT,
  );
});
