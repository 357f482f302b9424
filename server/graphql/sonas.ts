import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { uuidKey } from './uuidKey.ts';
import { access, loadProfileRow } from './profiles.ts';
import { canSeeImage } from '../profiles/visibility.ts';
import { createSona, editSona, removeSona, searchSpecies, sonaById, sonasOfOwner } from '../sonas/sonas.ts';
import { imagesOfSona } from '../images/profileImageRows.ts';
import { searchInterests } from '../profiles/hobbies.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

const imageKeys = (ids: string[] | null | undefined) =>
  ids?.map((id) => uuidKey(id, 'ProfileImage') ?? '00000000-0000-0000-0000-000000000000');

async function sonaPayload(context: Context, id: string) {
  const sona = await sonaById(context.db, id);
  return { sona, viewer: { id: requireViewer(context) } };
}

export function ownSonas(context: Context, profileId: string) {
  return sonasOfOwner(context.db, profileId);
}

export const sonaResolvers: Resolvers = {
  Query: {
    species: (_parent, args, context) => {
      requireViewer(context);
      return searchSpecies(context.db, args.displayName, args.limit, args.offset);
    },
    interests: (_parent, args, context) => {
      requireViewer(context);
      return searchInterests(context.db, args.search);
    },
  },
  Viewer: {
    sonas: (_parent, _args, context) => ownSonas(context, requireViewer(context)),
  },
  Species: {
    id: (species) => toGlobalId('Species', species.id),
    speciesId: (species) => species.id,
    displayName: (species) => species.display_name,
  },
  Interest: {
    id: (interest) => toGlobalId('Interest', interest.id),
  },
  Sona: {
    id: (sona) => toGlobalId('Sona', sona.id),
    displayName: (sona) => sona.display_name,
    hasFursuit: (sona) => sona.has_fursuit,
    species: async (sona, _args, context) => {
      const species = await context.loaders.species.load(sona.species_id);
      if (!species) throw new Error(`Species ${sona.species_id} not found.`);
      return species;
    },
    /** The sona's linked images that the viewer may see. */
    images: async (sona, _args, context) => {
      const owner = await loadProfileRow(context, sona.profile_id);
      if (!owner) return [];
      const ownerAccess = await access(context, owner);
      const rows = await imagesOfSona(context.db, sona.id);
      return rows.filter((row) => canSeeImage(ownerAccess, row));
    },
  },
  Mutation: {
    sonaCreate: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = await createSona(context.db, viewerId, { ...input, imageIds: imageKeys(input.images) });
      return sonaPayload(context, id);
    },
    sonaEdit: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = await editSona(context.db, viewerId, uuidKey(input.id, 'Sona'), { ...input, imageIds: imageKeys(input.images) });
      return sonaPayload(context, id);
    },
    sonaRemove: async (_parent, { input }, context) => {
      const viewerId = requireViewer(context);
      const id = await removeSona(context.db, viewerId, uuidKey(input.id, 'Sona'));
      return { deletedId: toGlobalId('Sona', id), viewer: { id: viewerId } };
    },
  },
};
