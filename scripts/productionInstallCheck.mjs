// `node scripts/productionInstallCheck.mjs` (CI runs it after `npm test`, whose client build it takes): the server as
// a deployment runs it. Builds the server, checks that its dependencies are exactly the packages the built server
// imports, copies the built tree to a folder of its own, installs it with `npm ci --omit=dev`, starts
// `node dist-server/server/main.js` there with NODE_ENV=production, and waits for /healthz and /login.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a deployment needs beside node_modules: the built client and server, and the files the server reads. */
const TREE = ['package.json', 'package-lock.json', 'dist', 'dist-server', 'schema.graphql', 'persisted-queries.json'];
const START_LIMIT_MS = 120_000;
/** Named in the built server but loaded only in development, so devDependencies; a production install goes without. */
const DEVELOPMENT_ONLY = {
  'pino-pretty': 'readable log lines for a person (development); without it the lines stay JSON',
};

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/**
 * The packages the built server loads: the imports esbuild recorded for each built file (dist-server/imports.json,
 * written by scripts/buildServer.mjs), and those it cannot see, loaded with createRequire(import.meta.url)('name').
 */
function importedPackages(dir) {
  const specifiers = Object.values(JSON.parse(readFileSync(join(dir, 'imports.json'), 'utf8')))
    .flat()
    .filter((entry) => entry.external)
    .map((entry) => entry.path);
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js'))
        for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/createRequire\d*\(import\.meta\.url\)\(\s*["']([^"']+)["']\s*\)/g))
          specifiers.push(specifier);
    }
  };
  walk(dir);
  const packages = specifiers
    .filter(
      (specifier) => !specifier.startsWith('node:') && !specifier.startsWith('.') && !builtinModules.includes(specifier.split('/')[0]),
    )
    .map((specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]));
  return new Set(packages);
}

console.log('▶ build the server');
run('npm', ['run', 'build:server', '--silent']);

console.log('▶ runtime dependencies are what the built server imports');
const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const imported = importedPackages('dist-server');
const { devDependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const missing = [...imported].filter((name) => !(name in dependencies) && !(name in DEVELOPMENT_ONLY && name in devDependencies));
const unused = Object.keys(dependencies).filter((name) => !imported.has(name));
if (missing.length)
  fail(`The built server imports ${missing.join(', ')}, missing from dependencies: a production install would not have it.`);
if (unused.length)
  fail(`${unused.join(', ')} in dependencies, but the built server never imports it: move it to devDependencies (or remove it).`);
console.log(`  ${Object.keys(dependencies).length} packages: ${Object.keys(dependencies).join(', ')}`);

const home = mkdtempSync(join(tmpdir(), 'snoot-production-'));
let server;
try {
  console.log(`▶ npm ci --omit=dev in a copy of the built tree (${home})`);
  // The client `npm test` built; without one, a build of its own into the copy.
  const builtClient = existsSync('dist/index.html');
  for (const path of TREE) if (path !== 'dist' || builtClient) cpSync(path, join(home, path), { recursive: true });
  if (!builtClient) run('npx', ['vite', 'build', '--outDir', join(home, 'dist'), '--emptyOutDir', '--logLevel', 'warn']);
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: home });
  for (const tool of ['tsx', 'vite', 'esbuild', 'typescript'])
    if (existsSync(join(home, 'node_modules', tool))) fail(`${tool}, a development tool, was installed by npm ci --omit=dev.`);

  console.log('▶ node dist-server/server/main.js with NODE_ENV=production');
  server = spawn(process.execPath, ['dist-server/server/main.js'], {
    cwd: home,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: join(home, 'data'),
      // Production sends login codes by mail; nothing is mailed here, so an address nobody answers will do.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Snoot <no-reply@snoot.localhost>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(code ?? signal)));
  const url = await new Promise((resolve) => {
    const deadline = Date.now() + START_LIMIT_MS;
    const look = () => {
      const found = /Snoot is running at (http:\/\/\S+?)["\s]/.exec(output)?.[1];
      if (found) return resolve(found);
      if (server.exitCode !== null || Date.now() > deadline) return resolve(null);
      setTimeout(look, 100);
    };
    look();
  });
  if (!url) fail(`The server did not start within ${START_LIMIT_MS / 1000} s:\n${output}`);

  const answer = async (path) => {
    for (const deadline = Date.now() + 30_000; ;) {
      const response = await fetch(`${url}${path}`).catch(() => null);
      if (response?.status === 200) return response;
      if (Date.now() > deadline)
        fail(`${path} answered ${response?.status ?? 'nothing'}:\n${response ? await response.text() : ''}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const health = await (await answer('/healthz')).json();
  const login = await (await answer('/login')).text();
  if (!login.includes('<div id="root">') && !login.includes('id="root"')) fail(`/login is not the app's page:\n${login.slice(0, 500)}`);
  console.log(`  ${url}/healthz: ${JSON.stringify(health.status ?? health)}; /login: the app's page (${login.length} bytes)`);

  server.kill('SIGTERM');
  const code = await exited;
  server = null;
  if (code !== 0) fail(`The server exited with ${code} on SIGTERM:\n${output}`);
  console.log('\nProduction install: npm ci --omit=dev, then node dist-server/server/main.js served /healthz and /login.');
} finally {
  server?.kill('SIGKILL');
  rmSync(home, { recursive: true, force: true });
}
