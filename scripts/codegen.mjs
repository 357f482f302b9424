// Resolver types from schema.graphql: `npm run codegen` writes them, `--check` fails when the committed file is stale.
// @graphql-codegen/core rather than the CLI: the CLI's loaders need Node 22, the README names Node 20.
import { readFileSync, writeFileSync } from 'node:fs';
import { codegen } from '@graphql-codegen/core';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import { buildSchema, isEnumType, parse, printSchema } from 'graphql';

const schemaFile = 'schema.graphql';
const outputFile = 'server/graphql/__generated__/resolvers.ts';
const sources = '../sources.ts';

/**
 * Each object type resolves from the row or value its parent field returns (see server/graphql/sources.ts).
 * The list is JSON so the server's start-up check (server/graphql/fieldsFromRow.ts) reads the same one.
 */
const mappers = JSON.parse(readFileSync('server/graphql/typeSources.json', 'utf8'));

function resolverConfig(enumNames) {
  return {
    contextType: '../context.ts#Context',
    mappers: {
      ...Object.fromEntries(Object.entries(mappers).map(([type, source]) => [type, `${sources}#${source}`])),
      // The database keeps an enumeration as its GraphQL name in a text column; the schema still checks the value on output.
      ...Object.fromEntries(enumNames.map((name) => [name, 'string'])),
    },
    // What each scalar's serialize accepts (output) and its parseValue returns (input): server/graphql/scalars.ts.
    scalars: {
      ID: 'string',
      DateTime: { input: 'Date', output: 'Date | string' },
      Date: { input: 'string', output: 'string' },
    },
    enumsAsTypes: true,
    // An input field with a default always arrives: graphql-js fills it in before the resolver runs. Every field of
    // an output type is a key its object must carry, nullable ones too, so a field added to schema.graphql that no
    // resolver or returned object answers fails the typecheck instead of answering null.
    avoidOptionals: { defaultValue: true, field: true },
    // A Node is found by its global id alone, so the object resolving it carries its type's name.
    resolversNonOptionalTypename: { interfaceImplementingType: true },
    useTypeImports: true,
  };
}

export async function generate() {
  const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
  const enumNames = Object.values(schema.getTypeMap())
    .filter((type) => isEnumType(type) && !type.name.startsWith('__'))
    .map((type) => type.name);
  const config = resolverConfig(enumNames);
  const body = await codegen({
    filename: outputFile,
    schema: parse(printSchema(schema)),
    documents: [],
    config,
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript, typescriptResolvers },
  });
  return `// Generated from ${schemaFile} by scripts/codegen.mjs (npm run codegen): do not edit.\n${body}`;
}

const generated = await generate();
let committed = '';
try {
  committed = readFileSync(outputFile, 'utf8');
} catch {
  // A missing file is as stale as an old one.
}
if (process.argv.includes('--check')) {
  if (committed !== generated) {
    console.error(`${outputFile} is stale: schema.graphql or the codegen config changed. Run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${outputFile} is current.`);
} else if (committed === generated) {
  // Left untouched: the dev server restarts on every write under server/, and a schema edit restarts it already.
  console.log(`${outputFile} is current.`);
} else {
  writeFileSync(outputFile, generated);
  console.log(`Wrote ${outputFile}.`);
}
