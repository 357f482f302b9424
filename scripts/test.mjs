// `npm test`: the checks (two at a time, one per core), then vitest, then playwright, stopping after the first
// failing stage; then how long each step took and one closing line of counts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// Independent of each other, and each runs on one core (tsc, eslint and prettier are single-threaded), so two run
// at once, longest first. The typecheck needs src/routeTree.gen.ts (not committed), which `npm run routes` writes
// first; the build's router plugin writes the same file only when it differs, by renaming a finished one.
const CHECKS = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['build the client', 'npx', ['vite', 'build']],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['resolver types are current', 'node', ['scripts/codegen.mjs', '--check']],
  ['relay artifacts are current', 'npx', ['relay-compiler', '--validate']],
];
const CHECKS_AT_ONCE = 2;
// A check prints only when it ends; one still running after this has hung.
const CHECK_LIMIT_MS = 15 * 60_000;

// The test runners then run one after the other, each using both cores (vitest a file per core, Playwright a
// worker and a server per core); the end-to-end tests need the build.
const RUNNERS = [
  ['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]],
  ['playwright', 'npx', ['playwright', 'test']],
];

// The test runners print a line per file or test, and give up on a test after a minute at most. One that
// prints nothing for this long has hung (seen once in CI: a vitest worker that never reported its file).
const SILENCE_LIMIT_MS = 8 * 60_000;
const running = new Set();
const timings = [];

/** Signals a whole process group, if any of it is left. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a step's whole process group: SIGTERM (Playwright stops its servers on it), SIGKILL 30 s later. */
function stopGroup(pid) {
  signalGroup(pid, 'SIGTERM');
  setTimeout(() => signalGroup(pid, 'SIGKILL'), 30_000).unref();
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs a step in a process group of its own (so a hang can be stopped whole). `watch` gets the step's `control`
 * ({ pid, stop(why), timer }) when it starts and with each chunk it prints (`to` is where the chunk would go);
 * the step's timer is cleared when it ends.
 */
function runStep(command, args, watch) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], detached: true });
    running.add(child.pid);
    let stopped = null;
    const control = {
      pid: child.pid,
      timer: null,
      stop: (why) => {
        stopped = why;
        stopGroup(child.pid);
      },
    };
    watch(control);
    child.stdout.on('data', (chunk) => watch(control, chunk, process.stdout));
    child.stderr.on('data', (chunk) => watch(control, chunk, process.stderr));
    child.on('exit', (status) => {
      running.delete(child.pid);
      clearTimeout(control.timer);
      resolve({ status: stopped ? 1 : status, stopped, ms: Date.now() - started });
    });
  });
}

/** A check, its output held until it ends so that two running at once do not interleave. */
async function runCheck([name, command, args]) {
  const output = [];
  const result = await runStep(command, args, (control, chunk) => {
    if (chunk) output.push(chunk);
    else control.timer = setTimeout(() => control.stop(`still running after ${CHECK_LIMIT_MS / 60_000} minutes`), CHECK_LIMIT_MS);
  });
  timings.push([name, result.ms]);
  const mark = result.status === 0 ? '✔' : '✖';
  console.log(`\n${mark} ${name} (${seconds(result.ms)})${result.stopped ? `: ${result.stopped}` : ''}`);
  const text = Buffer.concat(output).toString().trimEnd();
  if (text) console.log(text);
  return result.status === 0;
}

/** Runs every check, `CHECKS_AT_ONCE` at a time; resolves with the names of those that failed. */
async function runChecks() {
  const queue = [...CHECKS];
  const failed = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) if (!(await runCheck(check))) failed.push(check[0]);
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, lane));
  return failed;
}

/** A runner, its output passed through; stopped if it falls silent for too long. */
async function runWatched(name, command, args) {
  const tail = [];
  const result = await runStep(command, args, (control, chunk, to) => {
    if (chunk) {
      to.write(chunk);
      tail.push(chunk.toString());
      if (tail.length > 20) tail.shift();
    }
    clearTimeout(control.timer);
    control.timer = setTimeout(() => {
      console.log(`\n✖ printed nothing for ${SILENCE_LIMIT_MS / 60_000} minutes; its last lines were:\n${tail.join('')}`);
      console.log(spawnSync('ps', ['-o', 'pid,etime,args', '-g', String(control.pid)], { encoding: 'utf8' }).stdout);
      control.stop('hung');
    }, SILENCE_LIMIT_MS);
  });
  timings.push([name, result.ms]);
  return result;
}

async function runRunner([name, command, args]) {
  console.log(`\n▶ ${name}`);
  const first = await runWatched(name, command, args);
  if (first.stopped !== 'hung') return first.status;
  // A hang names no failing test (CI saw a vitest worker never report its file); the step runs once more,
  // and a second hang fails it.
  console.log(`\n▶ ${name}, again after the hang`);
  return (await runWatched(`${name} (again)`, command, args)).status;
}

// An interrupt stops every step's process group too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) signalGroup(pid, 'SIGKILL');
    process.exit(130);
  });
}

const started = Date.now();
let failedSteps = [];
console.log(`\n▶ checks, ${CHECKS_AT_ONCE} at a time: ${CHECKS.map(([name]) => name).join(', ')}`);
const routes = spawnSync('node', ['scripts/generateRouteTree.mjs'], { stdio: 'inherit' });
if (routes.status !== 0) failedSteps = ['route tree'];
else failedSteps = await runChecks();
for (const runner of RUNNERS) {
  if (failedSteps.length > 0) break;
  if ((await runRunner(runner)) !== 0) failedSteps = [runner[0]];
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

console.log(`\nSteps: ${timings.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; ${seconds(Date.now() - started)} in all`);
if (failedSteps.length > 0) console.log(`\nFailed at: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed + (failedSteps.length > 0 && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
