import type { DB } from '../db/connect.ts';
import { Bundle } from './bundle.ts';
import type { SeedContext } from './context.ts';
import { DEMO_LOGINS } from './demo.ts';
import { buildDetails } from './details.ts';
import { buildGallery } from './gallery.ts';
import { makePersona } from './persona.ts';
import { profileRow } from './profiles.ts';

/** What the relation and chat builders need to know about a profile after it is inserted. */
export interface Member {
  id: string;
  placeId: string;
  isAdult: boolean;
  email: string | null;
}

// Profiles are built and inserted this many at a time, so 100,000 profiles never sit in memory as rows.
const PROFILES_PER_BATCH = 1000;

/** The demo logins (first) and `profileCount` generated profiles with everything that hangs off them. */
export async function seedProfiles(db: DB, ctx: SeedContext, profileCount: number) {
  const total = DEMO_LOGINS.length + profileCount;
  const usernames = new Set(DEMO_LOGINS.map((demo) => demo.username));
  const members: Member[] = [];
  for (let start = 0; start < total; start += PROFILES_PER_BATCH) {
    const bundle = new Bundle();
    for (let index = start; index < Math.min(start + PROFILES_PER_BATCH, total); index++) {
      members.push(buildProfile(ctx, index, bundle, usernames));
    }
    await bundle.insert(db);
  }
  return members;
}

function buildProfile(ctx: SeedContext, index: number, bundle: Bundle, usernames: Set<string>): Member {
  const persona = makePersona(ctx, index, DEMO_LOGINS[index]);
  const images = buildGallery(ctx, persona, bundle);
  const row = profileRow(ctx, persona, images, usernames);
  bundle.profiles.push(row);
  if (row.email) bundle.accountProviders.push({ profile_id: persona.id, type: 'EMAIL', value: row.email, created_at: row.created_at });
  buildDetails(ctx, persona, bundle);
  return { id: persona.id, placeId: persona.city.placeId, isAdult: persona.isAdult, email: row.email ?? null };
}
