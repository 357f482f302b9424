import type { Pool, PoolConfig } from 'pg';
import type { PlannerSettings } from './pgliteWorker.ts';

type PgModule = typeof import('pg').default;

/** How many connections each preset pool keeps at most: a search holds one for a few milliseconds. */
const PRESET_POOL_SIZE = 5;

/**
 * PostgreSQL connections that start with given planner settings (e.g. the search's index walk), one small pool
 * per set, made when first asked for. A statement sent to one needs no transaction to set them first: one round
 * trip instead of four (begin, set_config, the statement, commit), and the settings never reach other statements.
 */
export class PresetPools {
  readonly #pools = new Map<string, Pool>();

  constructor(
    private readonly pg: PgModule,
    private readonly config: PoolConfig,
    /** Makes each pool safe against connections lost or stalled (pgGuard.ts), as it is made. */
    private readonly guard: (pool: Pool) => void,
  ) {}

  for(settings: PlannerSettings): Pool {
    const entries = Object.entries(settings).sort(([a], [b]) => a.localeCompare(b));
    const key = entries.map(([name, value]) => `${name}=${value}`).join(' ');
    let pool = this.#pools.get(key);
    if (!pool) {
      // Names and values are the code's own constants (PlannerSettings), never a member's input.
      const options = [this.config.options ?? '', ...entries.map(([name, value]) => `-c ${name}=${value}`)].join(' ').trim();
      pool = new this.pg.Pool({ ...this.config, max: PRESET_POOL_SIZE, options, application_name: `snoot preset ${key}` });
      this.guard(pool);
      this.#pools.set(key, pool);
    }
    return pool;
  }

  async end() {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((pool) => pool.end()));
  }
}
