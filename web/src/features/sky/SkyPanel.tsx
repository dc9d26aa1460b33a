import { useMutation } from '@apollo/client/react';
import { compassPoint, FIRST_LIGHT_REMINDER_MINUTES } from '@sacred/core/sky';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { CancelFirstLightReminderDocument, SetFirstLightReminderDocument, type AltarSkyQuery } from '../../gql/graphql';
import { readApiError } from '../accounts/apiError';
import { Button } from '../../ui/Button';
import { Card, CardSubtitle, CardTitle } from '../../ui/Card';
import { Input } from '../../ui/Field';
import { EmptyState, LoadingState } from '../../ui/States';
import { formatSkyDate, formatSkyTime } from './skyView';
import { useFormat, type Formatters } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import { useMoonText } from '../moon/messages';
import { formatPercent, phaseName } from '../moon/moonText';
import { useMemberTimeZone } from '../settings/useSettings';
import { useSkyText } from './messages';
import { SEASON_TEXTS, SERVER_TEXTS } from './skyTexts';
import type english from './messages/en';

type SkyText = Text<typeof english>;

/** Times and dates in the displayed language's locale and the member's time zone (the browser's for a guest). */
interface SkyClock {
  time(iso: string | null | undefined): string;
  date(iso: string): string;
  span(start: string | null, end: string | null): string;
  azimuth(azimuth: number | null | undefined): string;
}

function skyClock(t: SkyText, format: Formatters, timeZone: string | undefined): SkyClock {
  const time = (iso: string | null | undefined) => formatSkyTime(iso, format.locale, timeZone);
  return {
    time,
    date: (iso) => formatSkyDate(iso, format.locale, timeZone),
    span: (start, end) => (start && end ? t('span', { start: time(start), end: time(end) }) : '—'),
    azimuth: (azimuth) =>
      azimuth === null || azimuth === undefined
        ? '—'
        : t('azimuth', {
            degrees: format.number(Math.round(azimuth)),
            point: t(`point${compassPoint(azimuth)}` as keyof typeof english & `point${string}`),
          }),
  };
}

function useSkyClock(): SkyClock {
  const t = useSkyText();
  const format = useFormat();
  const timeZone = useMemberTimeZone();
  return skyClock(t, format, timeZone);
}

const SEASON_KEYS = Object.fromEntries(Object.entries(SEASON_TEXTS).map(([key, name]) => [name, key])) as Record<
  string,
  keyof typeof SEASON_TEXTS
>;

const seasonName = (t: SkyText, name: string) => {
  const key = SEASON_KEYS[name];
  return key ? t(key) : name;
};

export type AltarSkyData = AltarSkyQuery['altarSky'];

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
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
  }
`;

const Seasons = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.forest700};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
`;

const ReminderForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    width: 6rem;
  }
`;

const KIND_NOTES: Record<string, 'midnightSun' | 'polarNight' | null> = {
  normal: null,
  'midnight sun': 'midnightSun',
  'polar night': 'polarNight',
};

interface SkyPanelProps {
  sky: AltarSkyData | undefined;
  loading: boolean;
  failed: boolean;
  /** Signed in: the first-light reminder may be set. */
  member: boolean;
  /** The point is the public one of a sensitive altar. */
  approximate: boolean;
  /** Worked out on this device: the server could not be reached. */
  local?: boolean;
  onChanged(): void;
}

function FirstLightReminderForm({ sky, onChanged }: { sky: AltarSkyData; onChanged(): void }) {
  const t = useSkyText();
  const clock = useSkyClock();
  const { toast } = useToast();
  const inputId = useId();
  const [minutes, setMinutes] = useState(String(sky.reminder?.minutesBefore ?? FIRST_LIGHT_REMINDER_MINUTES.default));
  const [error, setError] = useState<string | null>(null);
  const [setReminder, { loading: saving }] = useMutation(SetFirstLightReminderDocument);
  const [cancelReminder, { loading: cancelling }] = useMutation(CancelFirstLightReminderDocument);
  const reminder = sky.reminder;

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await setReminder({ variables: { altarId: sky.altarId, minutesBefore: Number(minutes) } });
      const at = data?.setFirstLightReminder.remindAt;
      toast({ title: t('remindAt', { time: clock.time(at) }) });
      onChanged();
    } catch (caught) {
      const message = readApiError(caught).message;
      setError(message ? knownText(t, SERVER_TEXTS, message) : t('reminderFailed'));
    }
  }

  async function cancel() {
    await cancelReminder({ variables: { altarId: sky.altarId } });
    toast({ title: t('reminderRemoved') });
    onChanged();
  }

  return (
    <div data-testid="first-light-reminder">
      <CardSubtitle>{t('remindMe')}</CardSubtitle>
      {reminder && (
        <Note data-testid="first-light-reminder-set">
          {reminder.sentAt
            ? t('reminderSent', { time: clock.time(reminder.sentAt) })
            : t('reminderSet', {
                minutes: reminder.minutesBefore,
                time: clock.time(reminder.remindAt),
                date: clock.date(reminder.remindAt),
              })}
        </Note>
      )}
      <ReminderForm onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={inputId}>
          {t('minutesBefore')}
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={FIRST_LIGHT_REMINDER_MINUTES.min}
            max={FIRST_LIGHT_REMINDER_MINUTES.max}
            value={minutes}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={saving}>
          {reminder ? t('changeReminder') : t('remindMe')}
        </Button>
        {reminder && (
          <Button $variant="secondary" disabled={cancelling} onClick={() => void cancel()}>
            {t('removeReminder')}
          </Button>
        )}
      </ReminderForm>
      {error && (
        <Note id={`${inputId}-error`} role="alert">
          {error}
        </Note>
      )}
      <Note>{t('reminderNote')}</Note>
    </div>
  );
}

/** The altar's sky today: sun, golden hours, moon, first light over the terrain and the solstice directions. */
export function SkyPanel({ sky, loading, failed, member, approximate, local = false, onChanged }: SkyPanelProps) {
  const t = useSkyText();
  const moonText = useMoonText();
  const format = useFormat();
  const clock = useSkyClock();
  const headingId = useId();
  if (loading && !sky) {
    return (
      <Card aria-labelledby={headingId} aria-busy="true" data-testid="sky-panel">
        <CardTitle id={headingId}>{t('title')}</CardTitle>
        <LoadingState label={t('loading')} count={2} height="3rem" />
      </Card>
    );
  }
  if (!sky) {
    return (
      <Card aria-labelledby={headingId} data-testid="sky-panel">
        <CardTitle id={headingId}>{t('title')}</CardTitle>
        <EmptyState title={failed ? t('failed') : t('none')} compact />
      </Card>
    );
  }
  const kindKey = KIND_NOTES[sky.kind] ?? null;
  const kindNote = kindKey && t(kindKey);
  return (
    <Card
      aria-labelledby={headingId}
      data-testid="sky-panel"
      data-kind={sky.kind}
      data-source={local ? 'device' : 'server'}
    >
      <CardTitle id={headingId}>{t('title')}</CardTitle>
      <Note>
        {t('today', { date: formatSkyDate(`${sky.date}T12:00:00Z`, format.locale, 'UTC') })}
        {approximate && ` ${t('approximate')}`}
      </Note>
      {kindNote && <Note role="note">{kindNote}</Note>}
      {local && <Note>{t('local')}</Note>}
      <Facts aria-label={t('factsLabel')}>
        <div>
          <dt>{t('sunrise')}</dt>
          <dd data-testid="sky-sunrise">
            {sky.sunrise ? <time dateTime={sky.sunrise}>{clock.time(sky.sunrise)}</time> : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('sunset')}</dt>
          <dd data-testid="sky-sunset">
            {sky.sunset ? <time dateTime={sky.sunset}>{clock.time(sky.sunset)}</time> : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('morningGoldenHour')}</dt>
          <dd>{clock.span(sky.morningGoldenHourStart, sky.morningGoldenHourEnd)}</dd>
        </div>
        <div>
          <dt>{t('eveningGoldenHour')}</dt>
          <dd>{clock.span(sky.eveningGoldenHourStart, sky.eveningGoldenHourEnd)}</dd>
        </div>
        <div>
          <dt>{t('moonrise')}</dt>
          <dd>{clock.time(sky.moonrise)}</dd>
        </div>
        <div>
          <dt>{t('moonset')}</dt>
          <dd>{clock.time(sky.moonset)}</dd>
        </div>
        <div>
          <dt>{t('moon')}</dt>
          <dd data-testid="sky-moon">
            <span aria-hidden="true">{sky.moonPhaseIcon} </span>
            {t('moonLit', {
              phase: phaseName(moonText, sky.moonPhase),
              percent: formatPercent(format, sky.moonIllumination),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('firstLight')}</dt>
          <dd data-testid="sky-first-light">
            {sky.terrainKnown ? (sky.firstLight ? clock.time(sky.firstLight) : t('noClearing')) : t('terrainUnknown')}
          </dd>
        </div>
      </Facts>
      {sky.terrainKnown && <Note>{t('firstLightNote')}</Note>}
      <div>
        <CardSubtitle id={`${headingId}-seasons`}>{t('directions')}</CardSubtitle>
        <Seasons aria-labelledby={`${headingId}-seasons`} data-testid="sky-seasons">
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('sunrise')}</th>
              <th scope="col">{t('sunset')}</th>
            </tr>
          </thead>
          <tbody>
            {sky.seasons.map((season) => (
              <tr key={season.name}>
                <th scope="row">
                  {t.rich('seasonDay', {
                    season: seasonName(t, season.name),
                    date: clock.date(season.at),
                    time: (chunks) => <time dateTime={season.at}>{chunks}</time>,
                  })}
                </th>
                <td>{clock.azimuth(season.sunriseAzimuth)}</td>
                <td>{clock.azimuth(season.sunsetAzimuth)}</td>
              </tr>
            ))}
          </tbody>
        </Seasons>
        <Note>{t('directionsNote')}</Note>
      </div>
      {member && !local && <FirstLightReminderForm sky={sky} onChanged={onChanged} />}
    </Card>
  );
}
