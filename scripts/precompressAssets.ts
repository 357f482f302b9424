import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats shrink; images and fonts are compressed already and would only grow. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.ico', '.xml']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file itself. */
async function precompress(file: string) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    // Built once and served many times, so both take their slowest, smallest setting.
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/** Writes the brotli and gzip copies of every text file under `dir`. */
export async function precompressDir(dir: string) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  await Promise.all(files.map(precompress));
}

/** Compresses every text file of the built client once, so the server sends them by content negotiation without compressing per request. */
export function precompressAssets(): Plugin {
  return {
    name: 'snoot-precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
