import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { buildSchema, isObjectType } from 'graphql';
import type { Context } from './context.ts';
import { DateScalar, DateTime } from './scalars.ts';
import { nodeResolvers } from './node.ts';
import { viewerResolvers } from './viewer.ts';
import { profileResolvers } from './profiles.ts';
import { imageResolvers } from './images.ts';
import { flagResolvers } from './flags.ts';
import { newsResolvers } from './news.ts';
import { connectionTestResolvers } from './connectionTest.ts';
import { searchResolvers } from './search.ts';
import { locationResolvers } from './location.ts';
import { chatResolvers } from './chat.ts';
import { settingsResolvers } from './settings.ts';
import { imageMutationResolvers } from './imageMutations.ts';
import { sonaResolvers } from './sonas.ts';
import { profileDetailResolvers } from './profileDetails.ts';
import { likeResolvers } from './likes.ts';
import { moderationResolvers } from './moderation.ts';
import { dateOfBirthResolvers } from './dateOfBirth.ts';

export const typeDefs = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');

type Resolvers = Record<string, Record<string, unknown>>;

const slices: Resolvers[] = [
  nodeResolvers,
  viewerResolvers,
  profileResolvers,
  imageResolvers,
  flagResolvers,
  newsResolvers,
  connectionTestResolvers,
  chatResolvers as unknown as Resolvers,
  settingsResolvers,
  searchResolvers,
  locationResolvers,
  imageMutationResolvers,
  sonaResolvers,
  profileDetailResolvers,
  likeResolvers,
  moderationResolvers as unknown as Resolvers,
  dateOfBirthResolvers,
];

/** Merges the domain slices; two slices defining one field is a mistake worth failing on at start-up. */
export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in merged[type]) throw new Error(`Resolver ${type}.${field} is defined twice`);
        merged[type][field] = resolver;
      }
    }
  }
  return merged;
}

/** Every root field of the contract must have a resolver: a missing one is a start-up error, not a silent null. */
export function missingRootResolvers(resolvers: Resolvers) {
  const sdl = buildSchema(typeDefs);
  return ['Query', 'Mutation', 'Subscription'].flatMap((rootName) => {
    const root = sdl.getType(rootName);
    if (!isObjectType(root)) return [];
    return Object.keys(root.getFields())
      .filter((field) => !(field in (resolvers[rootName] ?? {})))
      .map((field) => `${rootName}.${field}`);
  });
}

export const snootResolvers = mergeResolvers([{ DateTime, Date: DateScalar } as unknown as Resolvers, ...slices]);

export function createSnootSchema() {
  const missing = missingRootResolvers(snootResolvers);
  if (missing.length) throw new Error(`No resolver for ${missing.join(', ')}`);
  return createSchema<Context>({ typeDefs, resolvers: snootResolvers });
}
