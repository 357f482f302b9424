/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompressAssets } from './scripts/precompressAssets.ts';
import { earlyEntry } from './scripts/earlyEntry.ts';
import { serviceWorker } from './scripts/serviceWorkerBuild.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// Everything the client calls lives on the API server; in development Vite forwards it there.
const apiTarget = process.env.SNOOT_API_URL ?? 'http://localhost:8080';
const proxied = ['/account-provider', '/image', '/dev', '/healthz', '/config.json', '/oidc', '/me'];

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so it can split route components into lazy chunks.
    // Where the routes and the generated tree live: tsr.config.json (scripts/generateRouteTree.mjs reads it too).
    tanstackRouter({
      autoCodeSplitting: true,
      // Each route's loader (with its Relay query) is a chunk of its own, fetched with the route, so the entry
      // that /login loads carries no logged-in route's query.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    // A plain transform: it runs after Vite strips TypeScript, so babel only sees `graphql` tags in JS.
    relay,
    tailwindcss(),
    // Home's queries leave before the main entry (React, the router) has arrived: see src/earlyQueries.ts.
    earlyEntry('earlyQueries', './src/earlyQueries.ts'),
    // /sw.js: notifications, and the app shell kept for moving around while the server cannot be reached.
    serviceWorker(),
    precompressAssets(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  resolve: {
    // Only the Relay hooks the app uses, each from its own module: see src/relay/reactRelayHooks.ts.
    alias: [{ find: /^react-relay\/hooks$/, replacement: fileURLToPath(new URL('./src/relay/reactRelayHooks.ts', import.meta.url)) }],
  },
  build: {
    // Chunks named by their hash alone: every chunk names those it imports, and the entry lists every route's,
    // so readable names cost each page kilobytes on the wire (source maps still name the modules).
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      ...Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
    },
  },
  test: {
    // Two projects, so a run of client tests pays neither the server's database template nor its timeouts:
    // `npm run test:client` / `test:server` (or `vitest --project client`), `npm run test:watch` for the inner loop.
    // Each project takes the plugins above (Relay's graphql tags, React) and the options here; lists (include,
    // setupFiles, globalSetup) are given per project only, since `extends` concatenates lists.
    environment: 'node',
    // One test file per core, not vitest's one fewer: server tests spend most of their time waiting on their
    // databases and sockets (on 2 cores, 4m42 against 6m37, and they pass with stress-ng on both cores).
    maxWorkers: availableParallelism(),
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          // Pure logic runs in node; a file that renders starts with `// @vitest-environment jsdom`.
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/client/setup.ts'],
          // Rendering under jsdom on a loaded 2-core machine; testing-library waits up to 10 s (setup.ts).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Every other test under tests/: a new folder gets the database template rather than going unrun.
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/client/**'],
          // Server tests start real servers over embedded PGlite (WebAssembly), which takes seconds on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One migrated database, dumped once per run, which every test server starts from (tests/databaseTemplate.ts).
          globalSetup: ['./tests/databaseTemplate.ts'],
          // The files of a worker share its module graph: the server is imported once per worker, not once per file
          // (about 20 s of imports in a run against 490). Each file starts servers and databases of its own. To
          // shuffle, shuffle files only (--sequence.shuffle.files): a file's tests build on the ones before them.
          isolate: false,
        },
      },
    ],
  },
});
