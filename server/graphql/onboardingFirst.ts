import type { DocumentNode, GraphQLSchema } from 'graphql';
import { graphqlError } from '../errors.ts';
import type { Context } from './context.ts';
import type { Resolvers } from './__generated__/resolvers.ts';
import { ALLOWED_BEFORE_ONBOARDING, GATED_TYPES, VIEWER_ANSWERS_BEFORE_ONBOARDING } from './onboardingAllowList.ts';
import { refuseOperations } from './refuseOperations.ts';
import { selectedFields } from './selectedFields.ts';

export const ONBOARDING_REQUIRED_MESSAGE = 'Finish setting up your profile first: add a display name and your date of birth.';

/** A member who has not finished onboarding; a caller without a valid token is left to the resolvers (UNAUTHENTICATED). */
async function isOnboarding(context: Context) {
  return context.viewerId !== null && (await context.viewerRow()).onboarded_at === null;
}

/** The fields of an operation a member may not ask for before onboarding (ALLOWED_BEFORE_ONBOARDING). */
export function refusedBeforeOnboarding(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  return [...selectedFields(schema, document, operationName)].filter(
    (field) => GATED_TYPES.has(field.slice(0, field.indexOf('.'))) && !ALLOWED_BEFORE_ONBOARDING.has(field),
  );
}

/**
 * Nothing social before onboarding: an operation of a member without a display name and date of birth that
 * asks for anything off the allow-list is refused whole, before it runs.
 */
export const onboardingFirst = () =>
  refuseOperations(async ({ schema, document, operationName, contextValue }) =>
    (await isOnboarding(contextValue)) && refusedBeforeOnboarding(schema, document, operationName).length > 0
      ? graphqlError('ONBOARDING_REQUIRED', ONBOARDING_REQUIRED_MESSAGE)
      : null,
  );

/** The allowed Viewer counts of other members answer as if there were nobody until the member is onboarded. */
export function withAnswersBeforeOnboarding(resolvers: Resolvers): Resolvers {
  const viewer = { ...resolvers.Viewer };
  for (const field of Object.keys(VIEWER_ANSWERS_BEFORE_ONBOARDING) as (keyof typeof VIEWER_ANSWERS_BEFORE_ONBOARDING)[]) {
    const resolve = viewer[field];
    if (typeof resolve !== 'function') throw new Error(`Viewer.${field} has no resolver function to answer for before onboarding`);
    viewer[field] = async (parent, args, context, info) =>
      (await isOnboarding(context)) ? VIEWER_ANSWERS_BEFORE_ONBOARDING[field] : resolve(parent, args, context, info);
  }
  return { ...resolvers, Viewer: viewer };
}
