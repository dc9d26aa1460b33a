import { useMutation } from '@apollo/client/react';
import { FIRST_LIGHT_REMINDER_MINUTES } from '@sacred/core/sky';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { CancelFirstLightReminderDocument, SetFirstLightReminderDocument, type AltarSkyQuery } from '../../gql/graphql';
import { readApiError } from '../accounts/apiError';
import { Button } from '../../ui/Button';
import { Card, CardSubtitle, CardTitle } from '../../ui/Card';
import { Input } from '../../ui/Field';
import { EmptyState, LoadingState } from '../../ui/States';
import { formatAzimuth, formatSkyDate, formatSkyTime, formatSpan } from './skyView';

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

const KIND_NOTES: Record<string, string | null> = {
  normal: null,
  'midnight sun': 'The Sun does not set here today.',
  'polar night': 'The Sun does not rise here today.',
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
      toast({ title: `We will remind you at ${formatSkyTime(at)}.` });
      onChanged();
    } catch (caught) {
      setError(readApiError(caught).message ?? 'The reminder could not be set.');
    }
  }

  async function cancel() {
    await cancelReminder({ variables: { altarId: sky.altarId } });
    toast({ title: 'Reminder removed.' });
    onChanged();
  }

  return (
    <div data-testid="first-light-reminder">
      <CardSubtitle>Remind me</CardSubtitle>
      {reminder && (
        <Note data-testid="first-light-reminder-set">
          {reminder.sentAt
            ? `Sent at ${formatSkyTime(reminder.sentAt)}.`
            : `A notification ${reminder.minutesBefore} minutes before first light, at ${formatSkyTime(reminder.remindAt)} on ${formatSkyDate(reminder.remindAt)}.`}
        </Note>
      )}
      <ReminderForm onSubmit={(event) => void save(event)} noValidate>
        <label htmlFor={inputId}>
          Minutes before first light
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
          {reminder ? 'Change reminder' : 'Remind me'}
        </Button>
        {reminder && (
          <Button $variant="secondary" disabled={cancelling} onClick={() => void cancel()}>
            Remove reminder
          </Button>
        )}
      </ReminderForm>
      {error && (
        <Note id={`${inputId}-error`} role="alert">
          {error}
        </Note>
      )}
      <Note>Sent as a notification to the devices where you turned notifications on (Settings).</Note>
    </div>
  );
}

/** The altar's sky today: sun, golden hours, moon, first light over the terrain and the solstice directions. */
export function SkyPanel({ sky, loading, failed, member, approximate, local = false, onChanged }: SkyPanelProps) {
  const headingId = useId();
  if (loading && !sky) {
    return (
      <Card aria-labelledby={headingId} aria-busy="true" data-testid="sky-panel">
        <CardTitle id={headingId}>Sky</CardTitle>
        <LoadingState label="Reading the sky..." count={2} height="3rem" />
      </Card>
    );
  }
  if (!sky) {
    return (
      <Card aria-labelledby={headingId} data-testid="sky-panel">
        <CardTitle id={headingId}>Sky</CardTitle>
        <EmptyState title={failed ? 'The sky could not be read just now.' : 'No sky for this altar.'} compact />
      </Card>
    );
  }
  const kindNote = KIND_NOTES[sky.kind] ?? null;
  return (
    <Card
      aria-labelledby={headingId}
      data-testid="sky-panel"
      data-kind={sky.kind}
      data-source={local ? 'device' : 'server'}
    >
      <CardTitle id={headingId}>Sky</CardTitle>
      <Note>
        Today at this altar ({formatSkyDate(`${sky.date}T12:00:00Z`, undefined, 'UTC')}), in your time zone.
        {approximate && ' Worked out for the approximate area shown, not the exact spot.'}
      </Note>
      {kindNote && <Note role="note">{kindNote}</Note>}
      {local && <Note>Worked out on this device while the server is out of reach (no terrain, no reminders).</Note>}
      <Facts aria-label="Sun and moon today">
        <div>
          <dt>Sunrise</dt>
          <dd data-testid="sky-sunrise">
            {sky.sunrise ? <time dateTime={sky.sunrise}>{formatSkyTime(sky.sunrise)}</time> : '—'}
          </dd>
        </div>
        <div>
          <dt>Sunset</dt>
          <dd data-testid="sky-sunset">
            {sky.sunset ? <time dateTime={sky.sunset}>{formatSkyTime(sky.sunset)}</time> : '—'}
          </dd>
        </div>
        <div>
          <dt>Morning golden hour</dt>
          <dd>{formatSpan(sky.morningGoldenHourStart, sky.morningGoldenHourEnd)}</dd>
        </div>
        <div>
          <dt>Evening golden hour</dt>
          <dd>{formatSpan(sky.eveningGoldenHourStart, sky.eveningGoldenHourEnd)}</dd>
        </div>
        <div>
          <dt>Moonrise</dt>
          <dd>{formatSkyTime(sky.moonrise)}</dd>
        </div>
        <div>
          <dt>Moonset</dt>
          <dd>{formatSkyTime(sky.moonset)}</dd>
        </div>
        <div>
          <dt>Moon</dt>
          <dd data-testid="sky-moon">
            <span aria-hidden="true">{sky.moonPhaseIcon} </span>
            {sky.moonPhase}, {sky.moonIllumination}% lit
          </dd>
        </div>
        <div>
          <dt>First direct light</dt>
          <dd data-testid="sky-first-light">
            {sky.terrainKnown
              ? sky.firstLight
                ? formatSkyTime(sky.firstLight)
                : 'The Sun does not clear the terrain today'
              : 'Terrain not known here'}
          </dd>
        </div>
      </Facts>
      {sky.terrainKnown && <Note>First direct light is when the Sun first clears the hills around the altar.</Note>}
      <div>
        <CardSubtitle id={`${headingId}-seasons`}>Sunrise and sunset directions</CardSubtitle>
        <Seasons aria-labelledby={`${headingId}-seasons`} data-testid="sky-seasons">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sunrise</th>
              <th scope="col">Sunset</th>
            </tr>
          </thead>
          <tbody>
            {sky.seasons.map((season) => (
              <tr key={season.name}>
                <th scope="row">
                  {season.name}, <time dateTime={season.at}>{formatSkyDate(season.at)}</time>
                </th>
                <td>{formatAzimuth(season.sunriseAzimuth)}</td>
                <td>{formatAzimuth(season.sunsetAzimuth)}</td>
              </tr>
            ))}
          </tbody>
        </Seasons>
        <Note>Degrees from true north; the map above draws them as rays (amber: sunrise, violet: sunset).</Note>
      </div>
      {member && !local && <FirstLightReminderForm sky={sky} onChanged={onChanged} />}
    </Card>
  );
}
