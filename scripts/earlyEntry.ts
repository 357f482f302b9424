import type { Plugin } from 'vite';

/**
 * Runs `source` as a script of its own ahead of the app's entry in index.html. Written into the HTML, Vite
 * would bundle it into the main entry, where it runs only once React and the router have arrived and
 * compiled; as an input of its own it is a tiny chunk that runs as soon as the page is parsed.
 */
export function earlyEntry(name: string, source: string): Plugin {
  let base = '/';
  return {
    name: 'snoot-early-entry',
    config(_config, { command }) {
      if (command === 'build') return { build: { rollupOptions: { input: { index: 'index.html', [name]: source } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = bundle && Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === name);
        if (bundle && !chunk) throw new Error(`the early entry ${name} is missing from the build`);
        const src = chunk ? `${base}${chunk.fileName}` : `${base}${source.replace(/^\.\//, '')}`;
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
