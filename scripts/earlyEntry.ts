import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Only the request parameters of a generated Relay query: the early script sends operations by their persisted
 * id and reads nothing else of them, and an artifact's whole AST (8 KB for home's two) would ride on every page.
 */
const relayParamsOnly: EsbuildPlugin = {
  name: 'relay-params-only',
  setup(builder) {
    builder.onLoad({ filter: /__generated__[\\/]\w+Query\.graphql\.ts$/ }, async ({ path }) => {
      const params = /\n {2}"params": (\{[\s\S]*?\n {2}\})/.exec(await readFile(path, 'utf8'))?.[1];
      if (!params) throw new Error(`no request parameters in ${path}`);
      return { contents: `export default { params: ${JSON.stringify(JSON.parse(params))} };`, loader: 'js' };
    });
  },
};

/**
 * The stores the early script reads also export React hooks it never calls; React itself (7 KB) stays out of it.
 */
const noReact: EsbuildPlugin = {
  name: 'no-react',
  setup(builder) {
    builder.onResolve({ filter: /^react$/ }, () => ({ path: 'react', namespace: 'no-react' }));
    builder.onLoad({ filter: /.*/, namespace: 'no-react' }, () => ({
      contents: "export function useSyncExternalStore() { throw new Error('React is not part of the early script'); }",
      loader: 'js',
    }));
  },
};

/** `source` and everything it imports as one file, with no import left: nothing to wait for once it has arrived. */
export async function bundleEarlyScript(source: string) {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    plugins: [relayParamsOnly, noReact],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

/**
 * Runs `source` as a script of its own ahead of the app's entry in index.html. Written into the HTML, Vite
 * would bundle it into the main entry, where it runs only once React and the router have arrived and
 * compiled; as a chunk of the app's build it would import chunks shared with the app, each a round trip
 * queued behind the app's own. So the build bundles it whole, on its own, and the page loads it first.
 */
export function earlyEntry(name: string, source: string): Plugin {
  let base = '/';
  let fileName: string | null = null;
  return {
    name: 'snoot-early-entry',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // Before Vite writes index.html (in its own generateBundle), so the page can name the file.
      order: 'pre',
      async handler() {
        const code = await bundleEarlyScript(source);
        fileName = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (bundle && !(fileName && bundle[fileName])) throw new Error(`the early entry ${name} is missing from the build`);
        const src = bundle ? `${base}${fileName}` : `${base}${source.replace(/^\.\//, '')}`;
        // async: it runs the moment it arrives, not after the page's other scripts.
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
