import type { DB } from '../db/connect.ts';
import { badInput } from '../errors.ts';

export const MAX_BIOGRAPHY = 4000;
const MAX_GENDERS = 8;
const MAX_GENDER_LENGTH = 40;
const MAX_LANGUAGES = 20;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export interface BioInput {
  biography?: string | null;
  genders?: string[] | null;
  languages?: string[] | null;
  relationshipStatus?: string | null;
  sexualOrientation?: string | null;
}

export interface BioAdInput {
  biography?: string | null;
  sexPositions?: string[] | null;
  behaviour?: string | null;
  safeSex?: string | null;
  canHost?: boolean | null;
}

/** A trimmed biography; a cleared one is stored as null (SPEC §5). */
export function cleanBiography(value: string | null | undefined) {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_BIOGRAPHY) throw badInput(`Biography must be at most ${MAX_BIOGRAPHY} characters.`);
  return trimmed === '' ? null : trimmed;
}

export function cleanGenders(values: string[]) {
  const genders = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  if (genders.length > MAX_GENDERS) throw badInput(`Choose at most ${MAX_GENDERS} genders.`);
  if (genders.some((gender) => gender.length > MAX_GENDER_LENGTH))
    throw badInput(`A gender must be at most ${MAX_GENDER_LENGTH} characters.`);
  return genders;
}

/** ISO 639-1 codes only: two letters that name a language. */
export function cleanLanguages(values: string[]) {
  const codes = [...new Set(values.map((value) => value.trim().toLowerCase()))];
  if (codes.length > MAX_LANGUAGES) throw badInput(`Choose at most ${MAX_LANGUAGES} languages.`);
  const unknown = codes.find((code) => !/^[a-z]{2}$/.test(code) || !languageNames.of(code));
  if (unknown !== undefined) throw badInput(`"${unknown}" is not an ISO 639-1 language code.`);
  return codes;
}

/** Updates only the fields the input names; null clears a field. */
export async function setBio(db: DB, profileId: string, input: BioInput) {
  const changes: Record<string, unknown> = {};
  if (input.biography !== undefined) changes.biography = cleanBiography(input.biography);
  if (input.genders !== undefined) changes.genders = cleanGenders(input.genders ?? []);
  if (input.languages !== undefined) changes.languages = cleanLanguages(input.languages ?? []);
  if (input.relationshipStatus !== undefined) changes.relationship_status = input.relationshipStatus;
  if (input.sexualOrientation !== undefined) changes.sexual_orientation = input.sexualOrientation;
  if (Object.keys(changes).length) await db.updateTable('profiles').set(changes).where('id', '=', profileId).execute();
}

export async function setBioAd(db: DB, profileId: string, input: BioAdInput) {
  const changes: Record<string, unknown> = {};
  if (input.biography !== undefined) changes.ad_biography = cleanBiography(input.biography);
  if (input.sexPositions !== undefined) changes.sex_positions = [...new Set(input.sexPositions ?? [])];
  if (input.behaviour !== undefined) changes.behaviour = input.behaviour;
  if (input.safeSex !== undefined) changes.safe_sex = input.safeSex;
  if (input.canHost !== undefined) changes.can_host = input.canHost;
  if (Object.keys(changes).length) await db.updateTable('profiles').set(changes).where('id', '=', profileId).execute();
}
