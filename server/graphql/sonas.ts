import type { Selectable } from 'kysely';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { profileImagesQuery } from './images.ts';
import { access, loadProfileRow } from './profiles.ts';
import { canSeeImage } from '../profiles/visibility.ts';
import type { InterestsTable, SonasTable, SpeciesTable } from '../db/types.ts';
import { createSona, editSona, removeSona, searchSpecies } from '../sonas/sonas.ts';
import { searchInterests } from '../settings/hobbies.ts';

type SonaRow = Selectable<SonasTable>;
type SpeciesRow = Selectable<SpeciesTable>;
type InterestRow = Selectable<InterestsTable>;

interface SonaInput {
  displayName?: string | null;
  speciesId?: number | null;
  hasFursuit?: boolean | null;
  images?: string[] | null;
}

const imageKeys = (ids: string[] | null | undefined) => ids?.map((id) => uuidKey(id, 'ProfileImage') ?? '00000000-0000-0000-0000-000000000000');

async function sonaPayload(context: Context, id: string) {
  const sona = await context.db.selectFrom('sonas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { sona, viewer: { id: requireViewer(context) } };
}

export function ownSonas(context: Context, profileId: string) {
  return context.db.selectFrom('sonas').selectAll().where('profile_id', '=', profileId).orderBy('created_at').orderBy('id').execute();
}

export const sonaResolvers = {
  Query: {
    species: (_: unknown, args: { displayName: string; limit: number; offset: number }, context: Context) => {
      requireViewer(context);
      return searchSpecies(context.db, args.displayName, args.limit, args.offset);
    },
    interests: (_: unknown, args: { search: string }, context: Context) => {
      requireViewer(context);
      return searchInterests(context.db, args.search);
    },
  },
  Viewer: {
    sonas: (_: unknown, __: unknown, context: Context) => ownSonas(context, requireViewer(context)),
  },
  Species: {
    id: (species: SpeciesRow) => toGlobalId('Species', species.id),
    speciesId: (species: SpeciesRow) => species.id,
    displayName: (species: SpeciesRow) => species.display_name,
  },
  Interest: {
    id: (interest: InterestRow) => toGlobalId('Interest', interest.id),
  },
  Sona: {
    id: (sona: SonaRow) => toGlobalId('Sona', sona.id),
    displayName: (sona: SonaRow) => sona.display_name,
    hasFursuit: (sona: SonaRow) => sona.has_fursuit,
    species: (sona: SonaRow, _: unknown, context: Context) =>
      context.memo(`species:${sona.species_id}`, () => context.db.selectFrom('species').selectAll().where('id', '=', sona.species_id).executeTakeFirstOrThrow()),
    /** The sona's linked images that the viewer may see. */
    images: async (sona: SonaRow, _: unknown, context: Context) => {
      const owner = await loadProfileRow(context, sona.profile_id);
      if (!owner) return [];
      const ownerAccess = await access(context, owner);
      const rows = await profileImagesQuery(context)
        .innerJoin('sona_images', 'sona_images.profile_image_id', 'profile_images.id')
        .where('sona_images.sona_id', '=', sona.id)
        .orderBy('profile_images.created_at', 'desc')
        .execute();
      return rows.filter((row) => canSeeImage(ownerAccess, row));
    },
  },
  Mutation: {
    sonaCreate: async (_: unknown, { input }: { input: SonaInput }, context: Context) => {
      const viewerId = requireViewer(context);
      const id = await createSona(context.db, viewerId, { ...input, imageIds: imageKeys(input.images) });
      return sonaPayload(context, id);
    },
    sonaEdit: async (_: unknown, { input }: { input: SonaInput & { id: string } }, context: Context) => {
      const viewerId = requireViewer(context);
      const id = await editSona(context.db, viewerId, uuidKey(input.id, 'Sona'), { ...input, imageIds: imageKeys(input.images) });
      return sonaPayload(context, id);
    },
    sonaRemove: async (_: unknown, { input }: { input: { id: string } }, context: Context) => {
      const viewerId = requireViewer(context);
      const id = await removeSona(context.db, viewerId, uuidKey(input.id, 'Sona'));
      return { deletedId: toGlobalId('Sona', id), viewer: { id: viewerId } };
    },
  },
};
