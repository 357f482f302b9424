import { readConfig, unsafeConfigProblem } from './config.ts';
import { pgliteDir, startPGliteThreadEarly } from './db/pgliteThread.ts';

const config = readConfig();
// Checked before anything opens, so an unsafe start leaves nothing behind and says why.
const unsafe = unsafeConfigProblem(config);
if (unsafe) {
  console.error(unsafe);
  process.exit(1);
}

// The embedded database opens on its own thread while the rest of the server's code loads.
if (!config.databaseUrl) startPGliteThreadEarly(pgliteDir(config.dataDir));
const { startApp } = await import('./app.ts');
const app = await startApp(config);
console.log(`Snoot is running at ${app.url}`);
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
