/**
 * Draws the installed app's icons from public/favicon.svg (run by hand when the logo changes; the PNGs are
 * committed): `node --import tsx scripts/appIcons.ts`. Maskable ones put the logo drawn at 80 % (its glyph fills the middle half), on the
 * logo's violet to the edges, since a phone crops them to its own shape (a circle keeps the middle 80 %).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const LOGO = readFileSync(new URL('../public/favicon.svg', import.meta.url));
/** The logo's own background (public/favicon.svg), which is also the manifest's theme colour. */
const VIOLET = '#6d28d9';
const OUT = new URL('../public/icons/', import.meta.url);

const drawn = (size: number) =>
  sharp(LOGO, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

async function maskable(size: number) {
  const logo = await drawn(Math.round(size * 0.8)).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: VIOLET } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png();
}

mkdirSync(OUT, { recursive: true });
for (const size of [192, 512]) {
  await drawn(size).toFile(new URL(`icon-${size}.png`, OUT).pathname);
  await (await maskable(size)).toFile(new URL(`icon-maskable-${size}.png`, OUT).pathname);
}
