import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { CONTROL_CHARACTERS, hasLoneSurrogate } from '../text/characters.ts';
import { MAX_UPLOAD_BYTES } from '../images/store.ts';

/** No text a member writes is longer (the biography and chat messages are shorter still); their own rules apply too. */
export const MAX_STRING_LENGTH = 10_000;
/** An uploaded image travels as a data URL in the `image` field: base64 of up to 16 MB plus its prefix. */
const MAX_IMAGE_DATA_URL_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 100;

const badText = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** What is wrong with one string of the request, or null; `key` is the input field it came in. */
export function textProblem(value: string, key: string | undefined): string | null {
  if (CONTROL_CHARACTERS.test(value)) return 'Please remove the control characters from your text.';
  if (hasLoneSurrogate(value)) return 'Your text contains a broken character. Please remove it and try again.';
  const limit = key === 'image' && value.startsWith('data:') ? MAX_IMAGE_DATA_URL_LENGTH : MAX_STRING_LENGTH;
  if (value.length > limit) return `Text may be at most ${MAX_STRING_LENGTH.toLocaleString('en')} characters.`;
  return null;
}

/** The first problem among every string of a JSON value (variables), looking through lists and input objects. */
function problemInValue(value: unknown, key?: string): string | null {
  if (typeof value === 'string') return textProblem(value, key);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = problemInValue(item, key);
      if (problem) return problem;
    }
  } else if (value && typeof value === 'object') {
    for (const [field, item] of Object.entries(value)) {
      const problem = problemInValue(item, field);
      if (problem) return problem;
    }
  }
  return null;
}

/** The first problem among the string literals written into the document's arguments. */
function problemInDocument(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(argument) {
      if (argument.value.kind === Kind.STRING) found ??= textProblem(argument.value.value, argument.name.value);
    },
    ObjectField(field) {
      if (field.value.kind === Kind.STRING) found ??= textProblem(field.value.value, field.name.value);
    },
    ListValue(list) {
      for (const item of list.values) if (item.kind === Kind.STRING) found ??= textProblem(item.value, undefined);
    },
  });
  return found;
}

/**
 * One check at the edge for every string argument of every operation: no control characters (NUL would
 * reach the database), no lone surrogates, nothing longer than any field takes. Refused with 400 before
 * anything runs; each field's own rules still apply after.
 */
export function inputChecks(): Plugin {
  const check = (document: DocumentNode, variables: unknown) => problemInDocument(document) ?? problemInValue(variables ?? {});
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = check(args.document, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [badText(problem)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = check(args.document, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [badText(problem)] });
    },
  };
}
