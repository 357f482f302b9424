import { GraphQLScalarType, Kind } from 'graphql';
import { isCalendarDate } from '../profiles/age.ts';

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => new Date(value as string | Date).toISOString(),
  parseValue: (value) => parseDateTime(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDateTime(ast.value) : undefined),
});

function parseDateTime(value: unknown) {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 instant.');
  return date;
}

/** A calendar date yyyy-MM-dd; the check of the range belongs to the field that stores it. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? parseDate(ast.value) : undefined),
});

function parseDate(value: unknown) {
  const text = String(value);
  if (!isCalendarDate(text)) {
    throw new TypeError('Date must be a calendar date in the form yyyy-MM-dd.');
  }
  return text;
}
