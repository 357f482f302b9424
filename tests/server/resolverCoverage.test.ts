import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { snootResolvers, typeDefs } from '../../server/graphql/schema.ts';
import { missingFieldResolvers } from '../../server/graphql/resolverCoverage.ts';

const schema = buildSchema(typeDefs);

describe('every field of schema.graphql resolves', () => {
  it('has a resolver, or a same-named property of the row its type maps to, for each field', () => {
    expect(missingFieldResolvers(schema, snootResolvers)).toEqual([]);
  });

  it("names a row-backed type's field left without a resolver", () => {
    const { displayName: _dropped, ...profile } = snootResolvers.Profile ?? {};
    expect(missingFieldResolvers(schema, { ...snootResolvers, Profile: profile })).toContain(
      'Profile.displayName has no resolver and is not listed in FIELDS_FROM_ROW',
    );
  });

  it('names a root field left without a resolver', () => {
    const { likeProfile: _dropped, ...mutation } = snootResolvers.Mutation ?? {};
    expect(missingFieldResolvers(schema, { ...snootResolvers, Mutation: mutation })).toContain('Mutation.likeProfile has no resolver');
  });
});
