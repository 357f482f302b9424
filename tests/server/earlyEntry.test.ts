import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { bundleEarlyScript, earlyEntry } from '../../scripts/earlyEntry.ts';

// The plugin's hooks as Vite calls them: generateBundle emits the script, transformIndexHtml names it in the page.
function hooks() {
  const plugin = earlyEntry('earlyQueries', './src/earlyQueries.ts');
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/' } as ResolvedConfig);
  const emitted: { fileName: string; source: string }[] = [];
  const generate = plugin.generateBundle as { handler: (this: unknown) => Promise<void> };
  const generateBundle = () => generate.handler.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
  const transform = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[] };
  const html = (context: Partial<IndexHtmlTransformContext>) =>
    transform.handler('<html></html>', { path: '/index.html', filename: 'index.html', ...context } as IndexHtmlTransformContext);
  return { emitted, generateBundle, html };
}

describe('the early entry', () => {
  it('is one file with no import left, carrying home’s persisted query ids and none of React or the queries’ ASTs', async () => {
    const code = await bundleEarlyScript('./src/earlyQueries.ts');
    expect(code).not.toMatch(/\bimport\s*[("{*\w]/);
    expect(code).toContain('DiscoverScreenQuery');
    expect(code).toMatch(/id:"[0-9a-f]{64}"/);
    expect(code).not.toContain('useSyncExternalStore');
    expect(code).not.toContain('"kind":"Fragment"');
    expect(code.length).toBeLessThan(8_000);
  });

  it('is the first script of the built page, by its hashed name, and runs as soon as it arrives', async () => {
    const { emitted, generateBundle, html } = hooks();
    await generateBundle();
    expect(emitted).toHaveLength(1);
    const [{ fileName }] = emitted;
    expect(fileName).toMatch(/^assets\/earlyQueries-[\w-]{8}\.js$/);
    const [tag] = html({ bundle: { [fileName]: { type: 'asset' } } as unknown as IndexHtmlTransformContext['bundle'] });
    expect(tag).toMatchObject({ tag: 'script', injectTo: 'head-prepend', attrs: { type: 'module', async: true, src: `/${fileName}` } });
  });

  it('is the source file in development, and a build without it fails rather than ship a page without it', () => {
    const { html } = hooks();
    expect(html({})[0].attrs?.src).toBe('/src/earlyQueries.ts');
    expect(() => html({ bundle: {} as IndexHtmlTransformContext['bundle'] })).toThrow(/earlyQueries is missing/);
  });
});
