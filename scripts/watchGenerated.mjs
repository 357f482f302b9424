// `npm run dev`'s generators: Relay artifacts from src/ and schema.graphql, resolver types from schema.graphql.
// relay-compiler's own watch mode needs watchman; without it this script watches with chokidar and reruns the
// compiler (node's recursive fs.watch loses a file that git or an editor replaces). A failing run prints its
// error and waits for the next change: it never ends the dev loop.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'chokidar';

const DEBOUNCE_MS = 150;
const hasWatchman = spawnSync('watchman', ['--version'], { stdio: 'ignore' }).status === 0;

/** Runs one generator at a time; a change during a run queues exactly one more run. */
function serialRunner(label, command, args) {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) console.error(`[${label}] failed (exit ${code}); waiting for the next change.`);
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}

/** Calls `onChange` once per burst of edits (an editor's save is often several events). */
function debounced(onChange) {
  let timer;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, DEBOUNCE_MS);
  };
}

// The compiler's own output would otherwise trigger it again.
const isGenerated = (file) => file.includes('__generated__') || file.endsWith('routeTree.gen.ts');

const codegen = serialRunner('codegen', 'node', ['scripts/codegen.mjs']);
const relay = serialRunner('relay', 'npx', ['relay-compiler']);

if (hasWatchman) {
  spawn('npx', ['relay-compiler', '--watch'], { stdio: 'inherit' });
} else {
  console.log('[relay] watchman not found: watching src/ and schema.graphql with chokidar instead.');
  relay();
  const onSourceChange = debounced(relay);
  const ignored = (file, stats) => isGenerated(file) || Boolean(stats?.isFile() && !/\.tsx?$/.test(file));
  watch('src', { ignoreInitial: true, ignored }).on('all', onSourceChange);
}

const onSchemaChange = debounced(() => {
  codegen();
  if (!hasWatchman) relay();
});
watch('schema.graphql', { ignoreInitial: true }).on('all', onSchemaChange);
