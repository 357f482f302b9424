// Writes src/routeTree.gen.ts (not committed) from src/routes, as the router's Vite plugin does on start-up,
// so `npm run typecheck` works before any build. Both read their options from tsr.config.json.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
await new Generator({ config: getConfig({}, root), root }).run();
