import type { UvBand } from '@sacred/core/weather';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardSubtitle, CardTitle } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useWeather } from './useWeather';
import type { WeatherView } from './weatherView';
import { knownText } from '../../i18n/knownTexts';
import { useWeatherText } from './messages';
import { ADVICE_TEXTS, CONDITION_TEXTS, DESCRIPTION_TEXTS } from './weatherTexts';

const UV_TEXT = {
  Low: 'uvLow',
  Moderate: 'uvModerate',
  High: 'uvHigh',
  'Very High': 'uvVeryHigh',
  Extreme: 'uvExtreme',
} as const satisfies Record<UvBand, string>;

const UV_COLOURS: Record<UvBand, string> = {
  Low: '#6f9a5b',
  Moderate: '#f2c063',
  High: '#e8913a',
  'Very High': '#e0624f',
  Extreme: '#b07be0',
};

const Now = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Temperature = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.amberBright};
`;

const Condition = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.mist};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.forest900};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-weight: 700;
  }
`;

const Band = styled.span<{ $colour: string }>`
  padding: 1px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $colour }) => $colour};
  color: ${({ theme }) => theme.colors.night};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
`;

const Advice = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.amber};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.forest900};
    line-height: 1.45;
  }
`;

const Unavailable = styled(Card)`
  grid-template-columns: auto 1fr;
  align-items: center;
  border-color: ${({ theme }) => theme.colors.earth500};

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.mist};
  }
`;

function CloudIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path
        d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.2 4.5 4.5 0 0 0 7 18z"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M4 4l16 16" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function WeatherDetails({ weather, headingId }: { weather: WeatherView; headingId: string }) {
  const t = useWeatherText();
  return (
    <Card aria-labelledby={headingId} data-testid="weather-panel">
      <CardTitle id={headingId}>{t('title')}</CardTitle>
      <Now>
        <Temperature data-testid="weather-temperature">{weather.temperature}</Temperature>
        <Condition>
          <strong>{knownText(t, CONDITION_TEXTS, weather.condition)}</strong>
          <span>{knownText(t, DESCRIPTION_TEXTS, weather.description)}</span>
        </Condition>
      </Now>
      <Stats>
        <div>
          <dt>{t('humidity')}</dt>
          <dd>{weather.humidity}</dd>
        </div>
        <div>
          <dt>{t('wind')}</dt>
          <dd>{weather.wind}</dd>
        </div>
        <div>
          <dt>{t('visibility')}</dt>
          <dd>{weather.visibility}</dd>
        </div>
        <div>
          <dt>{t('uvIndex')}</dt>
          <dd data-testid="weather-uv">
            {weather.uvIndex}
            <Band $colour={UV_COLOURS[weather.uvBand]}>{t(UV_TEXT[weather.uvBand])}</Band>
          </dd>
        </div>
      </Stats>
      <div>
        <CardSubtitle>{t('visitingAdvice')}</CardSubtitle>
        <Advice aria-label={t('adviceLabel')}>
          {weather.advice.map((text) => (
            <li key={text}>{knownText(t, ADVICE_TEXTS, text)}</li>
          ))}
        </Advice>
      </div>
    </Card>
  );
}

function WeatherSkeleton({ headingId }: { headingId: string }) {
  const t = useWeatherText();
  return (
    <Card aria-labelledby={headingId} aria-busy="true" data-testid="weather-loading">
      <CardTitle id={headingId}>{t('title')}</CardTitle>
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Now>
        <Skeleton $width="5.5rem" $height="2.25rem" />
        <Condition>
          <Skeleton $width="6rem" $height="1.1rem" />
          <Skeleton $width="8rem" $height="0.8rem" />
        </Condition>
      </Now>
      <Stats aria-hidden="true">
        {['humidity', 'wind', 'visibility', 'uv'].map((key) => (
          <div key={key}>
            <Skeleton $width="45%" $height="0.7rem" />
            <Skeleton $width="60%" $height="1rem" />
          </div>
        ))}
      </Stats>
      <Skeleton $height="3rem" />
    </Card>
  );
}

interface WeatherPanelProps {
  latitude: number;
  longitude: number;
}

/** The Weather tab's current conditions for a place (the altar's coordinates). */
export function WeatherPanel({ latitude, longitude }: WeatherPanelProps) {
  const t = useWeatherText();
  const headingId = useId();
  const state = useWeather(latitude, longitude);
  switch (state.status) {
    case 'loading':
      return <WeatherSkeleton headingId={headingId} />;
    case 'failed':
      return (
        <Unavailable role="alert" aria-labelledby={headingId} data-testid="weather-unavailable">
          <CloudIcon />
          <div>
            <CardTitle id={headingId}>{t('unavailableTitle')}</CardTitle>
            <p>{t('unavailableBody')}</p>
          </div>
        </Unavailable>
      );
    case 'ready':
      return <WeatherDetails weather={state.weather} headingId={headingId} />;
  }
}
