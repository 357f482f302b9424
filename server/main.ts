import { readConfig, unsafeConfigProblem } from './config.ts';
import { startApp } from './app.ts';

const config = readConfig();
// Checked before anything opens, so an unsafe start leaves nothing behind and says why.
const unsafe = unsafeConfigProblem(config);
if (unsafe) {
  console.error(unsafe);
  process.exit(1);
}

const app = await startApp(config);
console.log(`Snoot is running at ${app.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.stop().then(() => process.exit(0), () => process.exit(1));
  });
}
