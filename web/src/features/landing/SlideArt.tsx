import { useId } from 'react';
import type { JSX } from 'react';
import type { SlideArt as SlideArtName } from './slides';

const C = {
  night: '#07110b',
  sky: '#102a1f',
  forest900: '#0c1a12',
  forest700: '#1b3826',
  forest600: '#245034',
  forest500: '#2f6b46',
  moss: '#6f9a5b',
  earth700: '#3b2a1d',
  earth500: '#6b4f36',
  earth300: '#a88b6a',
  moon: '#e8e4d4',
  amber: '#e0a33a',
  amberBright: '#f2c063',
  ocean: '#0a1620',
};

function Stars() {
  const points = [
    [24, 22],
    [62, 40],
    [98, 16],
    [140, 34],
    [188, 14],
    [214, 44],
    [262, 20],
    [300, 38],
    [44, 62],
    [170, 58],
  ];
  return (
    <g fill={C.moon}>
      {points.map(([x, y], i) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={i % 3 === 0 ? 1.6 : 1} opacity={i % 2 ? 0.6 : 0.9} />
      ))}
    </g>
  );
}

function Pin({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="14" fill={color} opacity="0.18" />
      <path d="M0-16a9 9 0 0 0-9 9c0 7 9 16 9 16s9-9 9-16a9 9 0 0 0-9-9Z" fill={color} />
      <circle cy="-7" r="3.2" fill={C.forest900} />
    </g>
  );
}

function Discover() {
  return (
    <>
      <Stars />
      <circle cx="254" cy="52" r="18" fill={C.moon} opacity="0.95" />
      <path d="M0 150 70 78l44 44 36-30 60 52 40-30 70 52v34H0Z" fill={C.forest600} />
      <path d="M0 170 56 128l50 30 56-40 66 44 50-26 42 26v38H0Z" fill={C.forest700} />
      <path d="M0 188c60-16 120-20 180-10s100 6 140-6v28H0Z" fill={C.forest900} />
      <path d="M70 78 58 90l6-2 6 4 6-4 6 2Z" fill={C.moon} opacity="0.75" />
      <Pin x={110} y={138} color={C.amber} />
      <Pin x={200} y={120} color={C.amberBright} />
      <Pin x={262} y={160} color={C.moss} />
    </>
  );
}

function Create() {
  return (
    <>
      <Stars />
      <path d="M0 120c50-10 90-30 160-30s120 20 160 30v80H0Z" fill={C.forest700} />
      {[30, 60, 262, 292].map((x) => (
        <g key={x}>
          <path d={`M${x} 60 ${x - 18} 126h36Z`} fill={C.forest600} />
          <path d={`M${x} 84 ${x - 22} 140h44Z`} fill={C.forest500} />
        </g>
      ))}
      <ellipse cx="160" cy="168" rx="92" ry="18" fill={C.forest900} />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        return (
          <circle
            key={i}
            cx={160 + Math.cos(angle) * 74}
            cy={166 + Math.sin(angle) * 14}
            r="4"
            fill={i % 2 ? C.amberBright : C.moss}
          />
        );
      })}
      <ellipse cx="160" cy="158" rx="40" ry="11" fill={C.earth500} />
      <ellipse cx="160" cy="140" rx="30" ry="10" fill={C.earth300} />
      <ellipse cx="160" cy="124" rx="22" ry="8" fill={C.earth500} />
      <ellipse cx="160" cy="110" rx="14" ry="6" fill={C.earth300} />
      <path d="M160 104c-4-12 0-24 12-32-2 14-4 22-12 32Z" fill={C.moss} />
      <circle cx="160" cy="98" r="4" fill={C.amberBright} />
    </>
  );
}

function Visit() {
  return (
    <>
      <Stars />
      <circle cx="60" cy="50" r="16" fill={C.moon} opacity="0.9" />
      <path d="M0 110c60-20 110-18 160-6s110 8 160-8v104H0Z" fill={C.forest700} />
      <path
        d="M140 200c10-30 60-40 40-70s20-30 30-40"
        stroke={C.earth300}
        strokeWidth="18"
        strokeLinecap="round"
        fill="none"
        opacity="0.55"
      />
      {[
        [150, 182],
        [166, 160],
        [176, 140],
        [190, 120],
        [204, 102],
      ].map(([x, y], i) => (
        <ellipse key={`${x}`} cx={x} cy={y} rx="3" ry="5" fill={C.moon} opacity={0.35 + i * 0.12} />
      ))}
      <ellipse cx="226" cy="92" rx="24" ry="7" fill={C.earth500} />
      <ellipse cx="226" cy="80" rx="16" ry="6" fill={C.earth300} />
      <circle cx="226" cy="64" r="16" fill={C.amberBright} opacity="0.2" />
      <path d="M226 56c4 5 4 9 0 12-4-3-4-7 0-12Z" fill={C.amberBright} />
      <rect x="223" y="66" width="6" height="8" rx="1" fill={C.moon} />
      <g fill={C.forest900}>
        <circle cx="96" cy="112" r="7" />
        <path d="M86 122h20l4 34h-8l-2 24h-8l-2-24h-8Z" />
      </g>
      <path d="M106 130l14-8" stroke={C.forest900} strokeWidth="5" strokeLinecap="round" />
      <circle cx="122" cy="121" r="3.5" fill={C.amber} />
    </>
  );
}

function Connect() {
  const people = [
    { x: 92, color: C.earth300 },
    { x: 132, color: C.moss },
    { x: 188, color: C.amberBright },
    { x: 228, color: C.earth300 },
  ];
  return (
    <>
      <Stars />
      <circle cx="270" cy="46" r="14" fill={C.moon} opacity="0.9" />
      <path d="M0 140c80-16 240-16 320 0v60H0Z" fill={C.forest700} />
      <circle cx="160" cy="150" r="46" fill={C.amber} opacity="0.12" />
      <path d="M144 170h32l-6-6h-20Z" fill={C.earth500} />
      <path d="M160 126c10 12 14 22 8 34h-16c-6-12-2-22 8-34Z" fill={C.amber} />
      <path d="M160 140c5 7 6 12 3 20h-6c-3-8-2-13 3-20Z" fill={C.amberBright} />
      {people.map(({ x, color }) => (
        <g key={x}>
          <circle cx={x} cy={x < 160 ? 128 : 128} r="10" fill={color} />
          <path d={`M${x - 16} 176c0-20 8-34 16-34s16 14 16 34Z`} fill={C.forest500} />
        </g>
      ))}
      <path
        d="M92 160c30 16 106 16 136 0"
        stroke={C.amberBright}
        strokeWidth="2"
        strokeDasharray="3 5"
        fill="none"
        opacity="0.6"
      />
    </>
  );
}

const ART: Record<SlideArtName, () => JSX.Element> = {
  discover: Discover,
  create: Create,
  visit: Visit,
  connect: Connect,
};

/** The carousel's illustrations, drawn inline so the intro works offline and costs no requests. */
export function SlideArt({ name }: { name: SlideArtName }) {
  const gradient = `${useId()}-sky`;
  const Drawing = ART[name];
  return (
    <svg viewBox="0 0 320 200" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={C.night} />
          <stop offset="100%" stopColor={C.sky} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#${gradient})`} />
      <Drawing />
    </svg>
  );
}
