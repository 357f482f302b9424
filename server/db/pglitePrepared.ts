import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { PlannerSettings } from './pgliteWorker.ts';

/** How many statements stay prepared; the least recently used one beyond this is closed. */
export const PREPARED_LIMIT = 500;

/** Errors after which a prepared statement is prepared again: the schema it was planned for changed, or it is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

const { serialize } = protocol;

/** Statement names are unique to the process, whichever session they are prepared on. */
let counter = 0;

function joined(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Statement {
  name: string;
  /** The type of each parameter, as the server inferred it when the statement was parsed. */
  paramTypes: number[];
}

/**
 * Statements with parameters as named prepared statements on PGlite's one session. PGlite's own `query`
 * parses and plans every statement anew and goes into its WebAssembly six times a statement (parse, describe,
 * bind, describe, execute, sync); a statement seen before here costs one call, its bind, describe, execute
 * and sync sent together, and no parse. The server's statements are few and repeated (Kysely compiles each
 * query to the same text), so nearly every statement is one seen before.
 *
 * Planned as PostgreSQL plans any named statement (`plan_cache_mode = auto`, as the server's named statements on
 * PostgreSQL are): its first five runs are planned for their own parameters, and from then on one generic plan
 * is kept when it costs no more than those did. For the server's short statements planning is most of the work
 * (0.9 ms of a chat room's 1.1 ms look-up), so most statements stop being planned at all. The search, which runs
 * with planner settings, is prepared the same way (runWithSettings). A generic plan needs the ON CONFLICT arbiter
 * known without parameters: a partial index's predicate is written with literals (notifications.ts).
 */
export function createPreparedStatements(client: PGlite, limit = PREPARED_LIMIT) {
  // A Map keeps insertion order: a statement used again is moved to the end, so the first is the least recent.
  const statements = new Map<string, Statement>();

  async function prepare(sql: string): Promise<Statement> {
    const name = `snoot_${++counter}`;
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  }

  async function close(statement: Statement) {
    await client.execProtocol(joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  async function forgetOldest() {
    const [sql, oldest] = statements.entries().next().value!;
    statements.delete(sql);
    await close(oldest);
  }

  async function statementFor(sql: string) {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const statement = await prepare(sql);
    statements.set(sql, statement);
    if (statements.size > limit) await forgetOldest();
    return statement;
  }

  /** As PGlite's `query` turns a parameter into text: its type's serializer, else its string. */
  function values(statement: Statement, params: unknown[]) {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[index]];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function execute(statement: Statement, params: unknown[]) {
    const { messages } = await client.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values: values(statement, params) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, client.parsers)[0];
  }

  /** Statements without parameters by the simple protocol (begin, set local, commit). */
  async function simple(text: string) {
    await client.execProtocol(serialize.query(text), { syncToFs: false });
  }

  /**
   * Runs `work` in a transaction with `settings` set for it alone; a failure rolls the transaction back, so
   * the session is as it was. Names and values are checked: they are written into the statement.
   */
  async function withSettings<T>(settings: PlannerSettings, work: () => Promise<T>) {
    const sets = Object.entries(settings).map(([name, value]) => {
      if (!/^[a-z_]+$/.test(name) || (value !== 'on' && value !== 'off')) throw new Error(`Not a planner setting: ${name}`);
      return `set local ${name} = ${value};`;
    });
    await simple(`begin; ${sets.join(' ')}`);
    try {
      const result = await work();
      await simple('commit');
      return result;
    } catch (error) {
      await simple('rollback');
      throw error;
    }
  }

  /** `around` wraps each execution (a transaction with settings); it is run again, whole, if the statement was stale. */
  async function query<R>(sql: string, params: unknown[], around = <T>(work: () => Promise<T>) => work()): Promise<Results<R>> {
    const statement = await statementFor(sql);
    try {
      return (await around(() => execute(statement, params))) as Results<R>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !STALE_STATEMENT.has(code)) throw error;
      // A migration changed a table the plan read: prepared again, once.
      statements.delete(sql);
      await close(statement);
      const fresh = await prepare(sql);
      statements.set(sql, fresh);
      return (await around(() => execute(fresh, params))) as Results<R>;
    }
  }

  /** Under PGlite's lock (the one its own `query` takes), so it never lands inside a transaction another caller holds open. */
  function exclusive<T>(work: () => Promise<T>) {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await work();
        // Written to the data directory after, as PGlite's own `query` does.
        await client.syncToFs();
        return result;
      }),
    );
  }

  return {
    /** One statement. */
    run<R>(sql: string, params: unknown[]) {
      return exclusive(() => query<R>(sql, params));
    },
    /**
     * One statement planned with `settings` (the search's index walk), in a transaction of its own that sets
     * them: prepared as any other, so the search too is parsed once and planned as PostgreSQL plans it there
     * (plannerSettings.ts names it on PostgreSQL's preset connections).
     */
    runWithSettings<R>(sql: string, params: unknown[], settings: PlannerSettings) {
      return exclusive(() => query<R>(sql, params, (work) => withSettings(settings, work)));
    },
    get size() {
      return statements.size;
    },
  };
}
