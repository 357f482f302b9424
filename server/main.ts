import { readConfig, unsafeConfigProblem } from './config.ts';
import { pgliteDir, startPGliteThreadEarly } from './db/pgliteThread.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { describeDatabaseError, isDatabaseUnavailable } from './db/faults.ts';
import { configureLogging, errorFields, log } from './log/log.ts';

const config = readConfig();
configureLogging({ level: config.logLevel, format: config.logFormat });

/** A refusal a person reads and acts on: one plain line, then exit 1 (the line is written before the exit). */
function refuse(message: string): never {
  log.fatal(message);
  process.exit(1);
}

// Checked before anything opens, so an unsafe start leaves nothing behind and says why.
const unsafe = unsafeConfigProblem(config);
if (unsafe) refuse(unsafe);

// Database faults are weather: one that reaches no handler (a connection's error event, a promise nobody
// awaited) is logged and the server goes on; it answers 503 until the database is back. Anything else still
// ends the process, as Node would.
process.on('uncaughtException', (error) => {
  if (isDatabaseUnavailable(error)) return log.error(`Database fault (the server goes on): ${describeDatabaseError(error)}`);
  log.fatal(errorFields(error), 'Uncaught exception: the server stops');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) return log.error(`Database fault (the server goes on): ${describeDatabaseError(reason)}`);
  throw reason;
});

/** Refusals a person reads and acts on (another server on this DATA_DIR) are said plainly, without a stack trace. */
function refuseInUse(error: unknown): never {
  if (!(error instanceof DataDirInUseError)) throw error;
  refuse(error.message);
}

// The embedded database opens on its own thread while the rest of the server's code loads; its directory is
// locked first, so a second server on it stops here.
try {
  if (!config.databaseUrl) startPGliteThreadEarly(pgliteDir(config.dataDir));
} catch (error) {
  refuseInUse(error);
}
const { startApp } = await import('./app.ts');
const app = await startApp(config).catch(refuseInUse);
log.info({ url: app.url, metricsUrl: app.metricsUrl }, `Snoot is running at ${app.url}`);
// Once everything else is up: loading it beside start-up delayed the first answer by about a second.
const { warmGazetteer } = await import('./geo/gazetteer.ts');
warmGazetteer();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
