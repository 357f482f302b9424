import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig, UserConfig } from 'vite';
import { earlyEntry } from '../../scripts/earlyEntry.ts';

// The plugin's hooks as Vite calls them: config for the build's inputs, transformIndexHtml for the page's scripts.
function hooks() {
  const plugin = earlyEntry('earlyQueries', './src/earlyQueries.ts');
  const config = plugin.config as (config: UserConfig, env: { command: 'build' | 'serve'; mode: string }) => UserConfig | undefined;
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/' } as ResolvedConfig);
  const transform = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[] };
  const html = (context: Partial<IndexHtmlTransformContext>) =>
    transform.handler('<html></html>', {
      path: '/index.html',
      filename: 'index.html',
      ...context,
    } as IndexHtmlTransformContext);
  return { config, html };
}

const chunk = (name: string, fileName: string, isEntry = true) => ({ type: 'chunk', name, fileName, isEntry });

describe('the early entry', () => {
  it('is an input of the build beside index.html, and nothing changes when serving', () => {
    const { config } = hooks();
    expect(config({}, { command: 'build', mode: 'production' })?.build?.rollupOptions?.input).toEqual({
      index: 'index.html',
      earlyQueries: './src/earlyQueries.ts',
    });
    expect(config({}, { command: 'serve', mode: 'development' })).toBeUndefined();
  });

  it('is the first script of the built page, by its hashed name', () => {
    const { html } = hooks();
    const bundle = { a: chunk('index', 'assets/index-1.js'), b: chunk('earlyQueries', 'assets/earlyQueries-2.js') };
    const [tag] = html({ bundle: bundle as unknown as IndexHtmlTransformContext['bundle'] });
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head-prepend', attrs: { type: 'module', src: '/assets/earlyQueries-2.js' } });
  });

  it('is the source file in development, and a build without it fails rather than ship a page without it', () => {
    const { html } = hooks();
    expect(html({})[0].attrs?.src).toBe('/src/earlyQueries.ts');
    const bundle = { a: chunk('index', 'assets/index-1.js') };
    expect(() => html({ bundle: bundle as unknown as IndexHtmlTransformContext['bundle'] })).toThrow(/earlyQueries is missing/);
  });
});
