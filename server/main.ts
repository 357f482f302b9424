import { readConfig } from './config.ts';
import { startApp } from './app.ts';

const app = await startApp(readConfig());
console.log(`Snoot is running at ${app.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.stop().then(() => process.exit(0), () => process.exit(1));
  });
}
