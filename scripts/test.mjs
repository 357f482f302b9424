// `npm test`: every check in order, stopping at the first failing step, then one closing line of counts.
import { spawnSync } from 'node:child_process';
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
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]],
  ['playwright', 'npx', ['playwright', 'test']],
];

let failedStep = null;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
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
