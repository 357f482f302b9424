import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { log } from '../log/log.ts';

/**
 * One writer per embedded database directory. PGlite has no lock of its own: two servers on one DATA_DIR both
 * started, both acknowledged writes, and one's were gone after a restart (or it died with `RuntimeError: Aborted()`).
 *
 * The lock is a file beside the directory (`<dir>.lock`) naming the process that holds it. It is made in one
 * step (a hard link of a finished file, which fails if one is there), removed when the server stops or exits,
 * and a lock left by a process that is gone — killed with kill -9, or a machine that lost power — is taken
 * over: its process no longer runs, or the process with its number started at another time (a number reused).
 */

export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

interface LockRecord {
  pid: number;
  /** When the process started, in clock ticks since boot (Linux's /proc/<pid>/stat), to tell a reused pid. */
  startTicks?: string;
  host: string;
  since: string;
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Lock files this process holds (a second server in one process is refused as much as one in another). */
const held = new Map<string, LockRecord>();

/** A process's start time in clock ticks since boot, where the system says (Linux); undefined elsewhere. */
function startTicksOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: fields are counted from after it (starttime is the 22nd).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock names is gone, so its lock holds nothing. */
function isStale(record: LockRecord) {
  // This process did not take it (held says so), so the number is ours by chance: a container's server that
  // restarts often has the same pid as the one before it.
  if (record.pid === process.pid) return true;
  if (!Number.isInteger(record.pid) || record.pid <= 0 || !isRunning(record.pid)) return true;
  const ticks = startTicksOf(record.pid);
  return Boolean(record.startTicks && ticks && ticks !== record.startTicks);
}

function readLock(path: string): { raw: string; record: LockRecord } | null {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return { raw, record: JSON.parse(raw) as LockRecord };
  } catch {
    // Not one of ours, or cut short: nothing holds it.
    return { raw, record: { pid: -1, host: '', since: '' } };
  }
}

const inUse = (dir: string, record: LockRecord) =>
  new DataDirInUseError(
    `Refusing to start: the database in ${dir} is in use by another Snoot server (process ${record.pid}` +
      `${record.host && record.host !== hostname() ? ` on ${record.host}` : ''}${record.since ? `, since ${record.since}` : ''}). ` +
      'Stop that server first, or give this one a DATA_DIR of its own.',
  );

/** Takes the lock on the embedded database in `dir`, or throws DataDirInUseError naming the server that holds it. */
export function lockDataDir(dir: string): DataDirLock {
  const path = `${dir}.lock`;
  const record: LockRecord = { pid: process.pid, startTicks: startTicksOf(process.pid), host: hostname(), since: new Date().toISOString() };
  const mine = JSON.stringify(record);
  const ours = held.get(path);
  if (ours) throw inUse(dir, ours);
  for (let attempt = 0; attempt < 10; attempt++) {
    const unique = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(unique, mine);
    try {
      linkSync(unique, path);
      held.set(path, record);
      const release = () => {
        if (!held.delete(path)) return;
        process.off('exit', release);
        // Only our own: never a lock another server took over meanwhile.
        if (readLock(path)?.raw === mine) unlinkSync(path);
      };
      process.on('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(unique);
    }
    const existing = readLock(path);
    if (!existing) continue;
    if (!isStale(existing.record)) throw inUse(dir, existing.record);
    // Moved aside first, so of two servers taking over one stale lock at once only one removes it; a fresh
    // lock moved aside by mistake (another server took over in between) goes back.
    const aside = `${path}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (readLock(aside)?.raw !== existing.raw) {
      try {
        linkSync(aside, path);
      } catch {
        // Yet another server holds it now; the next try reads whose.
      }
    } else {
      log.warn(`Taking over the lock on ${dir} from process ${existing.record.pid}, which is no longer running.`);
    }
    unlinkSync(aside);
  }
  throw new DataDirInUseError(`Refusing to start: could not take the lock on the database in ${dir} (${path}).`);
}
