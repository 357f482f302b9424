import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = './src/sw.ts';

export interface ShellFile {
  url: string;
  /** null for a file whose name carries its hash already (everything under assets/). */
  revision: string | null;
}

/**
 * The app shell the worker keeps: index.html and the build's scripts and styles (the entry, the early script and
 * every route's chunks). Pictures, icons, fonts, source maps and the worker itself are left out: the worker is
 * there so moving around the app works offline, not to keep a copy of everything.
 */
export function shellFiles(files: { fileName: string; source: string | Uint8Array }[], base = '/'): ShellFile[] {
  return files
    .filter(({ fileName }) => fileName === 'index.html' || (fileName.startsWith('assets/') && /\.(js|css)$/.test(fileName)))
    .map(({ fileName, source }) => ({
      url: `${base}${fileName}`,
      revision: fileName.startsWith('assets/') ? null : createHash('sha256').update(source).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** src/sw.ts and Workbox as one classic script, the shell's list written in. */
async function bundleWorker(shell: ShellFile[], minify: boolean) {
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    format: 'iife',
    minify,
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', __SHELL_FILES__: JSON.stringify(shell) },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/**
 * Builds the service worker as an entry of its own into /sw.js, after the client's files are known so it can list
 * them. The development server serves it too, keeping nothing (Vite's modules are not a shell), so device
 * notifications work there as well.
 */
export function serviceWorker(): Plugin {
  let base = '/';
  return {
    name: 'snoot-service-worker',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        bundleWorker([], false).then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(code);
        }, next);
      });
    },
    generateBundle: {
      // After Vite has put index.html into the bundle (its own generateBundle), so the list has it.
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle).map((file) => ({
          fileName: file.fileName,
          source: file.type === 'chunk' ? file.code : file.source,
        }));
        const shell = shellFiles(files, base);
        if (!shell.some((file) => file.url === `${base}index.html`)) throw new Error('index.html is missing from the service worker shell');
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: await bundleWorker(shell, true) });
      },
    },
  };
}
