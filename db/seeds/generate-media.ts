/**
 * Writes the demo world's landscape images (small deterministic SVGs) into db/seeds/media/.
 * Run: npx tsx db/seeds/generate-media.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MEDIA_SCENES, type MediaFeature, type MediaPalette, type MediaScene } from './media';
import { Random } from './random';

export const MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));

const WIDTH = 640;
const HEIGHT = 400;
const HORIZON = 250;

interface Palette {
  sky: [string, string];
  far: string;
  near: string;
  ground: [string, string];
  light: string;
  /** A moon (crescent) instead of a sun. */
  moon: boolean;
  accent: string;
}

const PALETTES: Record<MediaPalette, Palette> = {
  dawn: {
    sky: ['#f4a38c', '#fbe3b4'],
    far: '#b98a8f',
    near: '#7d6a5a',
    ground: ['#8a7350', '#5b4a33'],
    light: '#fff1c9',
    moon: false,
    accent: '#e8d9c0',
  },
  noon: {
    sky: ['#4f9fe3', '#cfe8f7'],
    far: '#7fa4b8',
    near: '#5e8a4a',
    ground: ['#6f9a45', '#3f6a2c'],
    light: '#fff7d6',
    moon: false,
    accent: '#d9d4c7',
  },
  dusk: {
    sky: ['#3b2a5a', '#e47a58'],
    far: '#5b3f5f',
    near: '#3e2f46',
    ground: ['#4a3a44', '#2a2130'],
    light: '#ffd08a',
    moon: false,
    accent: '#c9b8a8',
  },
  night: {
    sky: ['#0b1a33', '#2f4573'],
    far: '#22314f',
    near: '#19243a',
    ground: ['#1e2a3a', '#10161f'],
    light: '#f3f0dc',
    moon: true,
    accent: '#9aa6b8',
  },
  mist: {
    sky: ['#b9c9c3', '#eef2ef'],
    far: '#a3b5ad',
    near: '#6f8a7c',
    ground: ['#4d6b58', '#2f4a3a'],
    light: '#fbfbf4',
    moon: false,
    accent: '#d6dcd4',
  },
  desert: {
    sky: ['#f29a4a', '#fde2b8'],
    far: '#c7794a',
    near: '#a4552f',
    ground: ['#c9834f', '#96522c'],
    light: '#fff4d0',
    moon: false,
    accent: '#efd5b0',
  },
  coast: {
    sky: ['#79b6d9', '#e6f2f7'],
    far: '#8fb0c0',
    near: '#7a8f6a',
    ground: ['#d7c39a', '#b79e6f'],
    light: '#fffbe6',
    moon: false,
    accent: '#efe6d2',
  },
  alpine: {
    sky: ['#86ade0', '#f1f5fb'],
    far: '#9fb0c8',
    near: '#5c6f5a',
    ground: ['#6d7f4f', '#45573a'],
    light: '#ffffff',
    moon: true,
    accent: '#e1e4e8',
  },
};

const n = (value: number): string => String(Math.round(value));

function ridge(random: Random, base: number, amplitude: number, points: number): string {
  const step = WIDTH / (points - 1);
  const coords: string[] = [];
  for (let i = 0; i < points; i += 1) coords.push(`${n(i * step)},${n(base - random.float() * amplitude)}`);
  return `M0,${HEIGHT} L${coords.join(' L')} L${WIDTH},${HEIGHT} Z`;
}

function hills(random: Random, base: number): string {
  let d = `M0,${n(base - random.float() * 30)}`;
  for (let x = 0; x < WIDTH; x += 160) {
    d += ` Q${n(x + 80)},${n(base - 20 - random.float() * 50)} ${n(x + 160)},${n(base - random.float() * 25)}`;
  }
  return `<path d="${d} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z"`;
}

function feature(kind: MediaFeature, random: Random, palette: Palette): string {
  const cx = 200 + random.int(0, 240);
  const cy = HORIZON + 80;
  switch (kind) {
    case 'stones': {
      const stones: string[] = [];
      for (let i = 0; i < 9; i += 1) {
        const angle = (Math.PI * 2 * i) / 9;
        const x = cx + Math.cos(angle) * 130;
        const y = cy + Math.sin(angle) * 34;
        const h = 28 + random.int(0, 22);
        stones.push(`<rect x="${n(x - 10)}" y="${n(y - h)}" width="20" height="${h}" rx="7"/>`);
      }
      return `<g fill="${palette.accent}" stroke="#0003">${stones.join('')}</g>`;
    }
    case 'trees': {
      const trees: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const x = 40 + i * 90 + random.int(-20, 20);
        const h = 70 + random.int(0, 60);
        const y = HORIZON + 60 + random.int(0, 40);
        trees.push(`<path d="M${n(x)},${n(y - h)} L${n(x + h / 4)},${n(y)} L${n(x - h / 4)},${n(y)} Z"/>`);
      }
      return `<g fill="${palette.near}" opacity=".9">${trees.join('')}</g>`;
    }
    case 'water': {
      const lines: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const y = HORIZON + 40 + i * 18;
        const x = random.int(40, 360);
        lines.push(`<path d="M${x},${y} h${random.int(80, 200)}"/>`);
      }
      return (
        `<rect y="${HORIZON + 20}" width="${WIDTH}" height="${HEIGHT - HORIZON - 20}" fill="${palette.sky[0]}" opacity=".75"/>` +
        `<g stroke="${palette.light}" stroke-width="3" stroke-linecap="round" opacity=".6">${lines.join('')}</g>`
      );
    }
    case 'cairn': {
      const stones: string[] = [];
      let y = cy + 30;
      let w = 60;
      for (let i = 0; i < 6; i += 1) {
        const h = 16 + random.int(0, 6);
        stones.push(`<ellipse cx="${cx + random.int(-5, 5)}" cy="${n(y - h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}"/>`);
        y -= h - 2;
        w *= 0.8;
      }
      return `<g fill="${palette.accent}" stroke="#0004">${stones.join('')}</g>`;
    }
    case 'flags': {
      const colors = ['#2f6fb7', '#f4f4f4', '#c8372d', '#2e8b57', '#e7b416'];
      const flags: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const x = 80 + i * 48;
        const y = 150 + Math.round(Math.abs(i - 4.5) ** 2 * 2.4);
        flags.push(`<rect x="${x}" y="${y}" width="30" height="22" fill="${colors[i % colors.length] ?? '#fff'}"/>`);
      }
      return `<path d="M60,140 Q320,230 580,140" stroke="#0006" fill="none"/>${flags.join('')}`;
    }
    case 'mandala': {
      const petals: string[] = [];
      const count = 12;
      for (let i = 0; i < count; i += 1) {
        const angle = (360 / count) * i;
        petals.push(`<ellipse cx="${cx}" cy="${cy - 42}" rx="16" ry="40" transform="rotate(${angle} ${cx} ${cy})"/>`);
      }
      const hue = random.pick(['#e86f8a', '#f2b84b', '#b06ad1', '#f08a4b']);
      return (
        `<g transform="translate(0 ${n(cy * 0.6)}) scale(1 .4)" fill="${hue}" opacity=".9">${petals.join('')}` +
        `<circle cx="${cx}" cy="${cy}" r="22" fill="${palette.light}"/></g>`
      );
    }
    case 'crystals': {
      // Quartz and amethyst points laid on a six-pointed grid around a centre stone.
      const points: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const angle = (Math.PI * 2 * i) / 6;
        const x = cx + Math.cos(angle) * 110;
        const y = cy + Math.sin(angle) * 30;
        const h = 34 + random.int(0, 18);
        const fill = i % 2 === 0 ? '#d9d2f2' : '#9b7fd1';
        points.push(
          `<path d="M${n(x - 9)},${n(y)} L${n(x - 6)},${n(y - h)} L${n(x)},${n(y - h - 12)} L${n(x + 6)},${n(y - h)} L${n(x + 9)},${n(y)} Z" fill="${fill}"/>`,
        );
      }
      const lines = [0, 1, 2]
        .map((i) => {
          const angle = (Math.PI * i) / 3;
          const dx = Math.cos(angle) * 110;
          const dy = Math.sin(angle) * 30;
          return `<path d="M${n(cx - dx)},${n(cy - dy)} L${n(cx + dx)},${n(cy + dy)}"/>`;
        })
        .join('');
      return (
        `<g stroke="${palette.accent}" stroke-width="2" opacity=".7">${lines}</g>` +
        `<g stroke="#fff8" stroke-width="1.5">${points.join('')}</g>` +
        `<path d="M${cx - 14},${cy} L${cx - 8},${cy - 56} L${cx},${cy - 74} L${cx + 8},${cy - 56} L${cx + 14},${cy} Z" fill="#f4f1ff" stroke="#fff"/>`
      );
    }
    case 'mound': {
      // A low earth mound with a ring of field stones and new grass on top.
      const blades: string[] = [];
      for (let i = 0; i < 14; i += 1) {
        const x = cx - 90 + i * 13 + random.int(-3, 3);
        const top = cy - 58 + Math.abs(i - 6.5) ** 2 * 0.9;
        blades.push(`<path d="M${n(x)},${n(top + 10)} l${random.int(-4, 4)},-14"/>`);
      }
      const stones: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const x = cx - 120 + i * 34;
        stones.push(`<ellipse cx="${n(x)}" cy="${cy + 22}" rx="13" ry="8"/>`);
      }
      return (
        `<path d="M${cx - 130},${cy + 20} Q${cx},${cy - 110} ${cx + 130},${cy + 20} Z" fill="#7a5a3a" stroke="#0004"/>` +
        `<g stroke="#6fa34a" stroke-width="3" stroke-linecap="round">${blades.join('')}</g>` +
        `<g fill="${palette.accent}" stroke="#0004">${stones.join('')}</g>`
      );
    }
    case 'fire': {
      // A ring of fire-safe stones around a small flame.
      const stones: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const angle = (Math.PI * 2 * i) / 10;
        stones.push(
          `<ellipse cx="${n(cx + Math.cos(angle) * 70)}" cy="${n(cy + Math.sin(angle) * 20)}" rx="14" ry="9"/>`,
        );
      }
      const lean = random.int(-8, 8);
      return (
        `<g fill="${palette.accent}" stroke="#0005">${stones.join('')}</g>` +
        `<path d="M${cx - 30},${cy} Q${cx - 34 + lean},${cy - 50} ${cx + lean},${cy - 86} Q${cx + 30 + lean},${cy - 44} ${cx + 30},${cy} Z" fill="#f08a24"/>` +
        `<path d="M${cx - 14},${cy} Q${cx - 14 + lean},${cy - 28} ${cx + lean / 2},${cy - 50} Q${cx + 16},${cy - 24} ${cx + 14},${cy} Z" fill="#ffd25a"/>`
      );
    }
  }
}

export function renderScene(scene: MediaScene, index: number): string {
  const random = new Random(0x5eed + index * 7919);
  const palette = PALETTES[scene.palette];
  const sunX = 80 + random.int(0, 480);
  const sunY = 60 + random.int(0, 90);
  const body = palette.moon
    ? `<circle cx="${sunX}" cy="${sunY}" r="26" fill="${palette.light}"/><circle cx="${sunX + 12}" cy="${sunY - 6}" r="24" fill="${palette.sky[0]}"/>`
    : `<circle cx="${sunX}" cy="${sunY}" r="60" fill="${palette.light}" opacity=".25"/><circle cx="${sunX}" cy="${sunY}" r="32" fill="${palette.light}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>`,
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ground[0]}"/><stop offset="1" stop-color="${palette.ground[1]}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
    body,
    `<path d="${ridge(random, HORIZON - 40, 110, 9)}" fill="${palette.far}" opacity=".8"/>`,
    `${hills(random, HORIZON + 10)} fill="${palette.near}"/>`,
    `<rect y="${HORIZON + 20}" width="${WIDTH}" height="${HEIGHT - HORIZON - 20}" fill="url(#g)"/>`,
    feature(scene.feature, random, palette),
    '</svg>',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  await mkdir(MEDIA_DIR, { recursive: true });
  for (const [index, scene] of MEDIA_SCENES.entries()) {
    const svg = renderScene(scene, index);
    await writeFile(new URL(scene.file, new URL('./media/', import.meta.url)), svg);
    console.log(`${scene.file} ${svg.length} bytes`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
