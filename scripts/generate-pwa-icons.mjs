/**
 * Writes the web app manifest icons (web/public/icons) from the favicon's artwork with sharp:
 * 192 and 512 px "any" icons, and 512 px "maskable" (the artwork inside the 80% safe zone on a
 * full-bleed background). Run `node scripts/generate-pwa-icons.mjs` after changing the artwork;
 * the PNGs are committed.
 */
import { Buffer } from 'node:buffer';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
const FOREST = '#0c1a12';

const artwork = (size, inset) => {
  const scale = (size * (1 - 2 * inset)) / 64;
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${FOREST}"${inset === 0 ? ` rx="${size * 0.22}"` : ''}/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="32" cy="32" r="30" fill="${FOREST}"/>
    <path d="M32 10 L50 46 H14 Z" fill="#2f6b46"/>
    <circle cx="44" cy="18" r="6" fill="#e8e4d4"/>
    <circle cx="32" cy="40" r="4" fill="#e0a33a"/>
  </g>
</svg>`;
};

await mkdir(OUT, { recursive: true });
const icons = [
  ['icon-192.png', 192, 0.04],
  ['icon-512.png', 512, 0.04],
  ['maskable-512.png', 512, 0.14],
  ['apple-touch-icon-180.png', 180, 0.1],
];
for (const [name, size, inset] of icons) {
  await sharp(Buffer.from(artwork(size, inset)))
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}${name}`);
  console.log(`web/public/icons/${name}`);
}
