// `npm run build:server`: the server compiled ahead of time, so `npm start` runs plain JavaScript instead of
// compiling TypeScript on every start. Packages stay in node_modules; only Snoot's own code is bundled.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

// A build starts from nothing: a chunk an older build left (its hash changed) would still sit beside main.js.
rmSync('dist-server', { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
};

// dist-server/server/main.js sits as deep as server/main.ts, so paths the code builds from import.meta.url
// (the schema at ../../schema.graphql) still point at the same files.
// Split at dynamic imports, so what start-up does not need at once (the app behind the early database thread, the
// gazetteer) is a chunk of its own; the demo seed is no part of it (npm run seed runs server/seed/main.ts);
// the chunks sit beside main.js, so import.meta.url means the same folder in each of them.
// The embedded database's worker thread (server/db/pgliteThread.ts) is an entry of its own beside main.js, and so is
// `npm run images:to-s3` (server/imagesToS3.ts).
const server = await build({
  ...common,
  entryPoints: { main: 'server/main.ts', pgliteWorker: 'server/db/pgliteWorker.ts', imagesToS3: 'server/imagesToS3.ts' },
  outdir: 'dist-server/server',
  splitting: true,
  chunkNames: '[name]-[hash]',
});

// Migrations are found by listing a folder next to the module that runs them (server/db/connect.ts), which
// the bundle places at dist-server/server/; each one is compiled on its own into migrations/ beside it.
const migrations = readdirSync('server/db/migrations').filter((name) => /^\d{4}_\w+\.ts$/.test(name));
const migrated = await build({
  ...common,
  entryPoints: migrations.map((name) => `server/db/migrations/${name}`),
  outdir: 'dist-server/server/migrations',
});

// What each built file imports, packages among them (scripts/productionInstallCheck.mjs holds them to dependencies).
const outputs = { ...server.metafile.outputs, ...migrated.metafile.outputs };
writeFileSync(
  'dist-server/imports.json',
  JSON.stringify(Object.fromEntries(Object.entries(outputs).map(([file, { imports }]) => [file, imports])), null, 1),
);
