// `npm test`: every check in order, stopping at the first failing step, then one closing line of counts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// The build comes first: it generates src/routeTree.gen.ts (not committed), which the typecheck needs.
const steps = [
  ['relay artifacts are current', 'npx', ['relay-compiler', '--validate']],
  ['build the client', 'npx', ['vite', 'build']],
  ['resolver types are current', 'node', ['scripts/codegen.mjs', '--check']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]],
  ['playwright', 'npx', ['playwright', 'test']],
];

// The test runners print a line per file or test, and give up on a test after a minute at most. One that
// prints nothing for this long has hung (seen once in CI: a vitest worker that never reported its file).
const SILENCE_LIMIT_MS = 8 * 60_000;
const watched = new Set(['vitest', 'playwright']);
const running = new Set();

/** Signals a whole process group, if any of it is left. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a step, passing its output through; stops its whole process group if it falls silent too long. */
function runWatched(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], detached: true });
    running.add(child.pid);
    const tail = [];
    let hung = false;
    let timer;
    const stop = () => {
      hung = true;
      console.log(`\n✖ printed nothing for ${SILENCE_LIMIT_MS / 60_000} minutes; its last lines were:\n${tail.join('')}`);
      console.log(spawnSync('ps', ['-o', 'pid,etime,args', '-g', String(child.pid)], { encoding: 'utf8' }).stdout);
      // Playwright stops its web server on SIGTERM; whatever is still there after that is killed.
      signalGroup(child.pid, 'SIGTERM');
      setTimeout(() => signalGroup(child.pid, 'SIGKILL'), 30_000).unref();
    };
    const heard = () => {
      clearTimeout(timer);
      if (!hung) timer = setTimeout(stop, SILENCE_LIMIT_MS);
    };
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        to.write(chunk);
        tail.push(chunk.toString());
        if (tail.length > 20) tail.shift();
        heard();
      });
    }
    heard();
    child.on('exit', (status) => {
      running.delete(child.pid);
      clearTimeout(timer);
      resolve({ status, hung });
    });
  });
}

async function runStep(name, command, args) {
  if (!watched.has(name)) return spawnSync(command, args, { stdio: 'inherit' }).status;
  const first = await runWatched(command, args);
  if (!first.hung) return first.status;
  // A hang names no failing test (CI saw a vitest worker never report its file); the step runs once more,
  // and a second hang fails it.
  console.log(`\n▶ ${name}, again after the hang`);
  return (await runWatched(command, args)).status;
}

// The runners run in process groups of their own (so a hang can be killed whole); an interrupt stops them too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) signalGroup(pid, 'SIGKILL');
    process.exit(130);
  });
}

let failedStep = null;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  if ((await runStep(name, command, args)) !== 0) {
    failedStep = name;
    break;
  }
}

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const vitest = read(`${results}/vitest.json`);
const playwright = read(`${results}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

if (failedStep) console.log(`\nFailed at: ${failedStep}`);
console.log(`\n${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
