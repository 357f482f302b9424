/**
 * `npm run bench -- --fanout --against <git ref>`: the chat fan-out of this tree and of another release, run
 * in turn on the same kind of database (PostgreSQL when DATABASE_URL is set, else PGlite) so a busy machine
 * weighs on both alike, and the ratio of each figure printed. The other release is checked out in a git
 * worktree under /tmp (kept for the next run) and runs its own server code with its own dependencies
 * (`npm ci` once, when its lock file differs from this tree's; else this tree's node_modules).
 *
 *   BENCH_FANOUT_ARGS="5000 50 20"   subscribers, steady rate and seconds (default 1000 50 5: short, for a shared machine)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

interface FanoutFigures {
  steadyP95: number;
  saturated: number;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function sameLockFile(commit: string) {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json']);
    return true;
  } catch {
    return false;
  }
}

/** A detached worktree of the ref under /tmp, made once per commit. */
function worktreeOf(ref: string) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `snoot-against-${commit.slice(0, 12)}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'inherit' });
  if (!existsSync(join(dir, 'node_modules'))) {
    // Its own dependencies when its lock file differs from this tree's (an older kysely has other exports), else this tree's.
    if (sameLockFile(commit)) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    else execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  return { dir, commit };
}

/**
 * A new PostgreSQL database of the tree's own on the DATABASE_URL server, for one run: each release migrates
 * its own schema (a release refuses a database that holds migrations it does not know), and older fan-out
 * benches give their members the same emails every run.
 */
async function databaseOf(name: string): Promise<Record<string, string>> {
  if (!process.env.DATABASE_URL) return {};
  const url = new URL(process.env.DATABASE_URL);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** One fan-out run of the tree in `cwd`: its steady phase's p95 and its saturated phase's messages stored a second. */
function fanoutIn(cwd: string, args: string[], env: Record<string, string>): FanoutFigures {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/chatFanout.ts', ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    // This tree's server logs a JSON line per request to stdout, as in production: megabytes in a run.
    maxBuffer: 1024 ** 3,
  });
  // The bench's own lines, without the server's log lines between them.
  const report = output
    .split('\n')
    .filter((line) => !line.startsWith('{'))
    .join('\n');
  const steady = /^steady .*\n {2}delivery latency.*?p95 ([0-9.]+) ms/m.exec(report);
  const saturated = /^saturated.*\n.*\n {2}([0-9.]+) messages\/s stored/m.exec(report);
  if (!steady || !saturated) throw new Error(`No fan-out figures in the output of ${cwd}:\n${report}`);
  return { steadyP95: Number(steady[1]), saturated: Number(saturated[1]) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs both trees' fan-out `runs` times each, interleaved, and prints the medians and their ratios. */
export async function compareFanout(ref: string, runs: number) {
  const other = worktreeOf(ref);
  const databases = { here: 'snoot_bench_here', there: `snoot_bench_${other.commit.slice(0, 12)}` };
  const args = (process.env.BENCH_FANOUT_ARGS ?? '1000 50 5').split(/\s+/);
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const figures = { here: [] as FanoutFigures[], there: [] as FanoutFigures[] };
  for (let run = 0; run < runs; run += 1) {
    for (const [side, cwd] of [
      ['here', process.cwd()],
      ['there', other.dir],
    ] as const) {
      const before = load();
      const result = fanoutIn(cwd, args, await databaseOf(databases[side]));
      figures[side].push(result);
      console.log(
        `${side === 'here' ? 'this tree' : ref} run ${run + 1}: saturated ${result.saturated} msg/s, steady p95 ${result.steadyP95} ms (load ${before} → ${load()})`,
      );
    }
  }
  const summary = (side: FanoutFigures[]) => ({
    saturated: median(side.map((run) => run.saturated)),
    steadyP95: median(side.map((run) => run.steadyP95)),
  });
  const here = summary(figures.here);
  const there = summary(figures.there);
  console.log(
    `\nchat fan-out on ${database} (${args.join(' ')}), median of ${runs}; this tree against ${ref} (${other.commit.slice(0, 7)}):`,
  );
  console.log(
    `  saturated sends stored: ${here.saturated} vs ${there.saturated} msg/s, ratio ${(here.saturated / there.saturated).toFixed(2)}×`,
  );
  console.log(
    `  steady p95 delivery:    ${here.steadyP95} vs ${there.steadyP95} ms, ratio ${(here.steadyP95 / there.steadyP95).toFixed(2)}×`,
  );
  console.log(`  load average now: ${load()} (figures compare only on a quiet machine)`);
}
