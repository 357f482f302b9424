import type { DB } from '../db/connect.ts';

export interface PrivacyInput {
  viewProfile?: string | null;
  viewAge?: string | null;
  startChat?: string | null;
  viewKinks?: string | null;
  viewAd?: string | null;
  viewGroups?: string | null;
  viewEvents?: string | null;
  showLastOnline?: boolean | null;
}

const COLUMNS = {
  viewProfile: 'view_profile',
  viewAge: 'view_age',
  startChat: 'start_chat',
  viewKinks: 'view_kinks',
  viewAd: 'view_ad',
  viewGroups: 'view_groups',
  viewEvents: 'view_events',
  showLastOnline: 'show_last_online',
} as const;

/** Sets the named privacy fields; an absent or null field keeps its value (each has a default). */
export async function setPrivacy(db: DB, profileId: string, input: PrivacyInput) {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof PrivacyInput];
    if (value !== undefined && value !== null) changes[column] = value;
  }
  if (Object.keys(changes).length) await db.updateTable('profiles').set(changes).where('id', '=', profileId).execute();
}
