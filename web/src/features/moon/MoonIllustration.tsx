import type { MoonPhaseName } from '@sacred/core/moon';
import { useId } from 'react';
import { useTheme } from 'styled-components';
import { useFormat } from '../../i18n/format';
import { useMoonText } from './messages';
import { drawnPhaseName, formatPercent } from './moonText';
import { litFraction, moonLitPath } from './moonGeometry';

interface MoonIllustrationProps {
  phase: MoonPhaseName;
  /** Percent lit; without it the phase's typical shape is drawn. */
  illumination?: number | null;
  /** Rendered width and height in pixels. */
  size?: number;
  /** Mirror the drawing as the Moon looks from the southern hemisphere. */
  southern?: boolean;
}

const DISC = { cx: 50, cy: 50, r: 42 } as const;

/** Faint maria, drawn only inside the lit part so the dark side stays smooth. */
const CRATERS = [
  { cx: 38, cy: 36, r: 9 },
  { cx: 60, cy: 30, r: 5 },
  { cx: 64, cy: 58, r: 11 },
  { cx: 40, cy: 66, r: 6 },
  { cx: 52, cy: 47, r: 3.5 },
  { cx: 27, cy: 52, r: 4 },
  { cx: 76, cy: 42, r: 3 },
] as const;

/** One drawing for all eight phases: the lit part is computed from the phase and illumination. */
export function MoonIllustration({ phase, illumination, size = 96, southern = false }: MoonIllustrationProps) {
  const theme = useTheme();
  const t = useMoonText();
  const format = useFormat();
  const name = drawnPhaseName(t, phase);
  // As moonIllustrationTitle words it: "Waxing Crescent moon, 25% illuminated", in the displayed language.
  const title =
    illumination !== undefined && illumination !== null && Number.isFinite(illumination)
      ? t('illustrationTitle', { name, percent: formatPercent(format, illumination) })
      : name;
  const id = useId();
  const titleId = `${id}-title`;
  const litId = `${id}-lit`;
  const glowId = `${id}-glow`;
  const clipId = `${id}-clip`;
  const lit = moonLitPath(phase, illumination, DISC, { southern });
  const glow = 0.15 + 0.35 * litFraction(phase, illumination);

  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-labelledby={titleId}
      data-testid="moon-illustration"
      data-phase={phase}
    >
      <title id={titleId}>{title}</title>
      <defs>
        <radialGradient id={litId} cx="45%" cy="40%" r="65%">
          <stop offset="0%" stopColor="#fbf8ec" />
          <stop offset="70%" stopColor={theme.colors.moonlight} />
          <stop offset="100%" stopColor="#c9c3ab" />
        </radialGradient>
        <radialGradient id={glowId}>
          <stop offset="60%" stopColor={theme.colors.moonlight} stopOpacity={glow} />
          <stop offset="100%" stopColor={theme.colors.moonlight} stopOpacity={0} />
        </radialGradient>
        {lit && (
          <clipPath id={clipId}>
            <path d={lit} />
          </clipPath>
        )}
      </defs>
      <circle cx={DISC.cx} cy={DISC.cy} r={50} fill={`url(#${glowId})`} />
      <circle
        cx={DISC.cx}
        cy={DISC.cy}
        r={DISC.r}
        fill="#1c2628"
        stroke={theme.colors.moonlight}
        strokeOpacity={0.3}
        strokeWidth={1}
      />
      {lit && (
        <g data-testid="moon-lit">
          <path d={lit} fill={`url(#${litId})`} />
          <g clipPath={`url(#${clipId})`} fill="#8d8a78" fillOpacity={0.28}>
            {CRATERS.map((crater) => (
              <circle key={`${crater.cx}-${crater.cy}`} cx={crater.cx} cy={crater.cy} r={crater.r} />
            ))}
          </g>
        </g>
      )}
    </svg>
  );
}
