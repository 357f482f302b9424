import type { DB } from '../db/connect.ts';

/** Whether the member sees hard kinks (adults only; the caller checks the age). */
export async function setHardKinkOptIn(db: DB, profileId: string, optIn: boolean) {
  await db.updateTable('profiles').set({ is_hard_opt_in: optIn }).where('id', '=', profileId).execute();
}

/** Whether the member sees explicit images (adults only; the caller checks the age). */
export async function setExplicitContentOptIn(db: DB, profileId: string, optIn: boolean) {
  await db.updateTable('profiles').set({ is_explicit_opt_in: optIn }).where('id', '=', profileId).execute();
}

/** Whether chat pictures from members the profile has not replied to come blurred (any age: a safety choice). */
export async function setBlurUnrepliedPictures(db: DB, profileId: string, blur: boolean) {
  await db.updateTable('profiles').set({ blur_unreplied_pictures: blur }).where('id', '=', profileId).execute();
}

/** Turns After Dark on (unlocked) or off (locked) for an adult member. */
export async function setAfterDark(db: DB, profileId: string, on: boolean) {
  await db.updateTable('profiles').set({ is_ad_opt_in: on }).where('id', '=', profileId).execute();
}
