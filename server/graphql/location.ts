import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { graphqlError } from '../errors.ts';
import { toGlobalId } from './ids.ts';
import { access } from './profiles.ts';
import type { ProfileRow } from '../db/types.ts';
import { distanceKm, isValidLatLng, publicDistanceKm } from '../geo/geodesy.ts';
import { nearestPlace, searchPlaces } from '../geo/gazetteer.ts';
import { LocationError, resetLocation, setHomePlace, setPrecision, updateGpsLocation, updateLocation } from '../geo/memberLocation.ts';
import { isPrecision } from '../geo/snap.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** Runs a location change and answers with the changed profile (the viewer's cached row is refreshed too). */
async function change(context: Context, run: (owner: ProfileRow) => Promise<ProfileRow>) {
  requireViewer(context);
  const owner = await context.viewerRow();
  try {
    const updated = await run(owner);
    Object.assign(owner, updated);
    return { profile: owner, viewer: { id: owner.id } };
  } catch (error) {
    if (error instanceof LocationError) throw graphqlError(error.code, error.message);
    throw error;
  }
}

export const locationResolvers: Resolvers = {
  Query: {
    places: async (_parent, args, context) => {
      requireViewer(context);
      return searchPlaces(args.query.slice(0, 100), args.first ?? 20);
    },
    geocodePlace: async (_parent, args, context) => {
      requireViewer(context);
      const point = { latitude: args.latitude, longitude: args.longitude };
      return isValidLatLng(point) ? nearestPlace(point) : null;
    },
  },
  Mutation: {
    userLocationGpsUpdate: (_parent, { input }, context) => change(context, (owner) => updateGpsLocation(context.db, owner, input)),
    userUpdateLocation: (_parent, { input }, context) => change(context, (owner) => updateLocation(context.db, owner, input)),
    userSetHomePlace: (_parent, { input }, context) => change(context, (owner) => setHomePlace(context.db, owner, input.placeId)),
    userSetLocationPrecision: (_parent, { input }, context) =>
      change(context, (owner) => {
        if (!isPrecision(input.precision)) throw new LocationError('Unknown precision.');
        return setPrecision(context.db, owner, input.precision);
      }),
    userResetLocation: (_parent, _args, context) => change(context, (owner) => resetLocation(context.db, owner)),
  },
  Place: {
    id: (place) => toGlobalId('Place', place.placeId),
  },
  Profile: {
    /**
     * Where a member is, as much as they allow: the stored point is already snapped to their precision, the
     * distance is measured between two snapped points and rounded to whole kilometres (at least 1).
     */
    location: async (owner, _args, context) => {
      const { isSelf, canView } = await access(context, owner);
      if (!isSelf && !canView) return null;
      const viewer = await context.viewerRow();
      const known = (row: ProfileRow) => row.latitude !== null && row.longitude !== null;
      const distance =
        !isSelf && known(owner) && known(viewer)
          ? publicDistanceKm(
              distanceKm(
                { latitude: viewer.latitude!, longitude: viewer.longitude! },
                { latitude: owner.latitude!, longitude: owner.longitude! },
              ),
            )
          : null;
      return {
        type: owner.location_type,
        place: owner.place,
        homePlace: owner.home_place,
        placeId: owner.place_id,
        precision: owner.precision,
        distance,
        country: owner.country,
        countryCode: owner.country_code,
        region: owner.region,
        latitude: isSelf ? owner.latitude : null,
        longitude: isSelf ? owner.longitude : null,
      };
    },
  },
};
