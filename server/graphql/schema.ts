import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { buildSchema, isObjectType } from 'graphql';
import type { Context } from './context.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
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
import { chatPictureResolvers } from './chatPictures.ts';
import { chatReactionResolvers } from './chatReactions.ts';
import { chatSearchResolvers } from './chatSearch.ts';
import { settingsResolvers } from './settings.ts';
import { imageMutationResolvers } from './imageMutations.ts';
import { sonaResolvers } from './sonas.ts';
import { profileDetailResolvers } from './profileDetails.ts';
import { likeResolvers } from './likes.ts';
import { moderationResolvers } from './moderation.ts';
import { dateOfBirthResolvers } from './dateOfBirth.ts';
import { notificationResolvers } from './notifications.ts';
import { presenceSubscriptionResolvers } from './presenceSubscriptions.ts';
import { groupThreadResolvers } from './groupThreads.ts';
import { missingFieldResolvers } from './resolverCoverage.ts';
import { withAnswersBeforeOnboarding } from './onboardingFirst.ts';
import { groupResolvers } from './groups.ts';
import { eventResolvers } from './events.ts';
import { eventMutationResolvers } from './eventMutations.ts';

export const typeDefs = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');

const slices: Resolvers[] = [
  nodeResolvers,
  viewerResolvers,
  profileResolvers,
  imageResolvers,
  flagResolvers,
  newsResolvers,
  connectionTestResolvers,
  chatResolvers,
  chatPictureResolvers,
  chatReactionResolvers,
  chatSearchResolvers,
  settingsResolvers,
  searchResolvers,
  locationResolvers,
  imageMutationResolvers,
  sonaResolvers,
  profileDetailResolvers,
  likeResolvers,
  moderationResolvers,
  dateOfBirthResolvers,
  notificationResolvers,
  presenceSubscriptionResolvers,
  groupThreadResolvers,
  groupResolvers,
  eventResolvers,
  eventMutationResolvers,
];

/** Merges the domain slices; two slices defining one field is a mistake worth failing on at start-up. */
export function mergeResolvers(parts: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const part of parts) {
    // Object.keys is typed string[]; a slice's keys are the schema's type names its Resolvers type allows.
    for (const type of Object.keys(part) as (keyof Resolvers)[]) mergeType(merged, part, type);
  }
  return merged;
}

function mergeType<T extends keyof Resolvers>(merged: Resolvers, part: Resolvers, type: T) {
  const fields = part[type];
  const existing = merged[type];
  for (const field of Object.keys(fields ?? {})) {
    if (existing && field in existing) throw new Error(`Resolver ${type}.${field} is defined twice`);
  }
  merged[type] = { ...existing, ...fields };
}

/** Every root field of the contract must have a resolver: a missing one is a start-up error, not a silent null. */
export function missingRootResolvers(resolvers: Resolvers) {
  const sdl = buildSchema(typeDefs);
  const roots = ['Query', 'Mutation', 'Subscription'] as const;
  return roots.flatMap((rootName) => {
    const root = sdl.getType(rootName);
    if (!isObjectType(root)) return [];
    return Object.keys(root.getFields())
      .filter((field) => !(field in (resolvers[rootName] ?? {})))
      .map((field) => `${rootName}.${field}`);
  });
}

export const snootResolvers: Resolvers = { ...mergeResolvers(slices), DateTime, Date: DateScalar };

export function createSnootSchema() {
  const missing = missingFieldResolvers(buildSchema(typeDefs), snootResolvers);
  if (missing.length) throw new Error(`Fields that would answer a silent null: ${missing.join('; ')}`);
  return createSchema<Context>({ typeDefs, resolvers: withAnswersBeforeOnboarding(snootResolvers) });
}
