// `npm run dev`'s generators: Relay artifacts from src/ and schema.graphql, resolver types from schema.graphql.
// relay-compiler's own watch mode needs watchman; without it this script watches with node's fs.watch and
// reruns the compiler. A failing run prints its error and waits for the next change: it never ends the dev loop.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

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
const isGenerated = (file) => file === null || file.includes('__generated__') || file.endsWith('routeTree.gen.ts');

const codegen = serialRunner('codegen', 'node', ['scripts/codegen.mjs']);
const relay = serialRunner('relay', 'npx', ['relay-compiler']);

if (hasWatchman) {
  spawn('npx', ['relay-compiler', '--watch'], { stdio: 'inherit' });
} else {
  console.log('[relay] watchman not found: watching src/ and schema.graphql with fs.watch instead.');
  relay();
  const onSourceChange = debounced(relay);
  watch('src', { recursive: true }, (_event, file) => {
    if (!isGenerated(file) && /\.(ts|tsx)$/.test(file)) onSourceChange();
  });
}

const onSchemaChange = debounced(() => {
  codegen();
  if (!hasWatchman) relay();
});
// The directory, not the file: editors that save by renaming would leave a file watch on the old inode.
watch('.', (_event, file) => {
  if (file === 'schema.graphql') onSchemaChange();
});
