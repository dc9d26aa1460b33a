import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardSubtitle, CardTitle } from '../../ui/Card';
import { MoonIllustration } from './MoonIllustration';
import { formatMoonDate } from './moonView';
import type { MoonSource } from './moonView';
import { useMoonPhase } from './useMoonPhase';
import { useMoonText } from './messages';
import { guidanceText, illuminatedText, phaseName, signName } from './moonText';
import { useFormat } from '../../i18n/format';
import { useMemberTimeZone } from '../settings/useSettings';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const PhaseName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.15;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.forest900};
  }
  /* The sign on its own row, label and value side by side, so the dates get the width they need. */
  div:last-child {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
  }
`;

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Practices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.45;

  li::marker {
    color: ${({ theme }) => theme.colors.amber};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
`;

const SOURCE_NOTES: Record<MoonSource, 'sourceDevice' | 'sourceSample' | null> = {
  server: null,
  device: 'sourceDevice',
  sample: 'sourceSample',
};

interface MoonSectionProps {
  latitude?: number;
  longitude?: number;
}

/** The moon part of the Weather tab: illustration, phase, illumination, next moons, sign and guidance. */
export function MoonSection({ latitude, longitude }: MoonSectionProps) {
  const t = useMoonText();
  const format = useFormat();
  const timeZone = useMemberTimeZone();
  const dateOptions = { locale: format.locale, timeZone };
  const headingId = useId();
  const place = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
  const state = useMoonPhase(place);

  if (state.status === 'loading') {
    return (
      <Card aria-labelledby={headingId} aria-busy="true" data-testid="moon-section">
        <CardTitle id={headingId}>{t('title')}</CardTitle>
        <Muted role="status">{t('loading')}</Muted>
      </Card>
    );
  }

  const { moon, source } = state;
  const noteKey = SOURCE_NOTES[source];
  const note = noteKey && t(noteKey);
  return (
    <Card aria-labelledby={headingId} data-testid="moon-section" data-source={source}>
      <CardTitle id={headingId}>{t('title')}</CardTitle>
      <Header>
        <MoonIllustration
          phase={moon.phase}
          illumination={moon.illumination}
          size={88}
          southern={latitude !== undefined && latitude < 0}
        />
        <div>
          <PhaseName data-testid="moon-phase-name" data-phase={moon.phase}>
            {phaseName(t, moon.phase)}
          </PhaseName>
          <Muted>{illuminatedText(t, format, moon.illumination)}</Muted>
        </div>
      </Header>
      <Facts>
        <div>
          <dt>{t('nextNewMoon')}</dt>
          <dd>
            {moon.nextNewMoon ? (
              <time dateTime={moon.nextNewMoon}>{formatMoonDate(moon.nextNewMoon, dateOptions)}</time>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('nextFullMoon')}</dt>
          <dd>
            {moon.nextFullMoon ? (
              <time dateTime={moon.nextFullMoon}>{formatMoonDate(moon.nextFullMoon, dateOptions)}</time>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('zodiacSign')}</dt>
          <dd>{signName(t, moon.zodiacSign)}</dd>
        </div>
      </Facts>
      <div>
        <CardSubtitle>{t('spiritualMeaning')}</CardSubtitle>
        <Text>{guidanceText(t, moon.spiritualMeaning)}</Text>
      </div>
      <div>
        <CardSubtitle>{t('recommendations')}</CardSubtitle>
        <Practices aria-label={t('recommendationsLabel')}>
          {moon.recommendations.map((recommendation) => (
            <li key={recommendation}>{guidanceText(t, recommendation)}</li>
          ))}
        </Practices>
      </div>
      {note && <Note>{note}</Note>}
    </Card>
  );
}
