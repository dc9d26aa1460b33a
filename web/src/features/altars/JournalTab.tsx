import { formatTemperature } from '@sacred/core/settings';
import { useUnitsShown } from '../settings/useSettings';
import { useMutation, useQuery } from '@apollo/client/react';
import { JOURNAL_WEATHER, JOURNAL_MOODS } from '@sacred/core/enums';
import {
  JOURNAL_DEFAULTS,
  fromFahrenheit,
  journalEntrySchema,
  journalTemperatureField,
  temperatureUnit,
  toFahrenheit,
} from '@sacred/core/journal';
import type { UnitsShown } from '@sacred/core/settings';
import { Formik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { labelText, sendOrKeep } from '../offline/offlineWrite';
import { onOutbox } from '../offline/outbox';
import { useOutbox } from '../offline/useOutbox';
import { AddJournalEntryDocument, AltarJournalEntriesDocument, DeleteJournalEntryDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { CheckboxField, FormPanel } from '../../ui/Form';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { Stack } from '../../ui/Stack';
import { TextArea } from '../../ui/TextArea';
import { Select } from '../../ui/Select';
import { FieldLabel, FieldError } from '../../ui/Field';
import { FocusFirstError } from '../../ui/useFocusFirstError';
import { List, ListCard } from '../../ui/List';
import { useFormat, type Formatters } from '../../i18n/format';
import type { Text } from '../../i18n/useText';
import { moodText, moonPhaseText, ruleText, weatherText } from './localText';
import { useAltarsText, type AltarsEnglish } from './messages';
import { RuleTextField as TextField } from './RuleTextField';

const Item = styled(ListCard)`
  p {
    white-space: pre-wrap;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Delete = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: #f3b2a6;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the member recorded with an entry, and only that: date, mood, weather, temperature. */
function entryFacts(
  entry: { createdAt: string; mood?: string | null; weather?: string | null; temperature?: number | null },
  units: UnitsShown,
  t: Text<AltarsEnglish>,
  f: Formatters,
): string {
  return [
    f.date(entry.createdAt),
    entry.mood ? moodText(t, entry.mood) : null,
    entry.weather ? weatherText(t, entry.weather) : null,
    entry.temperature !== null && entry.temperature !== undefined ? formatTemperature(entry.temperature, units) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Guests: the journal needs an account. */
export function JournalSignInPrompt() {
  const t = useAltarsText();
  return <EmptyState compact title={t('journalSignIn')} action={<ButtonLink to="/login">{t('signIn')}</ButtonLink>} />;
}

/** The Journal tab for members: their entries at this altar, a new entry, and delete with confirmation. */
export function JournalTab({ altarId }: { altarId: number }) {
  const t = useAltarsText();
  const f = useFormat();
  const { data, loading, error, refetch } = useQuery(AltarJournalEntriesDocument, { variables: { altarId } });
  const [writing, setWriting] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const { toast } = useToast();
  const units = useUnitsShown();
  const [remove, { loading: removing }] = useMutation(DeleteJournalEntryDocument, {
    refetchQueries: ['AltarJournalEntries'],
    awaitRefetchQueries: true,
  });
  const entries = data?.journalEntries ?? [];
  // Entries written here without network, waiting on this device to be sent.
  const waiting = useOutbox().filter(
    (item) =>
      item.kind === 'journal' && item.status === 'waiting' && (item.body as { altarId?: number }).altarId === altarId,
  );
  const refetchEntries = refetch;
  useEffect(
    () =>
      onOutbox((event) => {
        if (event.type === 'sent' && event.item.kind === 'journal') void refetchEntries().catch(() => undefined);
      }),
    [refetchEntries],
  );

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await remove({ variables: { id: deleting } });
      toast({ title: t('entryDeletedTitle'), description: t('entryDeletedBody') });
    } catch {
      toast({ title: t('errorTitle'), description: t('deleteFailed'), variant: 'destructive' });
    }
    setDeleting(null);
  };

  if (loading && !data) return <LoadingState label={t('loadingJournal')} count={2} height="6rem" />;
  const waitingList = waiting.length > 0 && (
    <List aria-label={t('journalWaiting')}>
      {waiting.map((item) => {
        const body = item.body as { title?: string | null; content: string };
        return (
          <Item key={item.id} data-testid="journal-entry-waiting">
            <Meta>
              <span>{t('savedOnDevice')}</span>
            </Meta>
            {body.title && <h3>{body.title}</h3>}
            <p>{body.content}</p>
          </Item>
        );
      })}
    </List>
  );
  if (error && !data) {
    return (
      <Stack>
        {/* Writing needs nothing loaded: without network the entry waits on this device. */}
        {writing ? (
          <JournalForm altarId={altarId} onDone={() => setWriting(false)} />
        ) : (
          <Button onClick={() => setWriting(true)} style={{ justifySelf: 'start' }}>
            {t('newEntry')}
          </Button>
        )}
        {waitingList}
        <ErrorState compact title={t('journalFailed')} onRetry={() => refetch()} home={null} />
      </Stack>
    );
  }
  const empty = entries.length === 0 && waiting.length === 0;
  return (
    <Stack>
      {!writing && !empty && (
        <Button onClick={() => setWriting(true)} style={{ justifySelf: 'start' }}>
          {t('newEntry')}
        </Button>
      )}
      {writing && <JournalForm altarId={altarId} onDone={() => setWriting(false)} />}
      {waitingList}
      {empty ? (
        !writing && (
          <EmptyState
            compact
            title={t('journalEmpty')}
            action={<Button onClick={() => setWriting(true)}>{t('newEntry')}</Button>}
          />
        )
      ) : (
        <List aria-label={t('journalEntries')}>
          {entries.map((entry) => (
            <Item key={entry.id} data-testid="journal-entry">
              <Meta>
                <span>{entryFacts(entry, units, t, f)}</span>
                <span>{t(entry.isPrivate ? 'private' : 'public')}</span>
              </Meta>
              {entry.title && <h3>{entry.title}</h3>}
              <p>{entry.content}</p>
              <Meta>
                <span>{entry.moonPhase ? t('moon', { phase: moonPhaseText(t, entry.moonPhase) }) : ''}</span>
                <Delete
                  type="button"
                  onClick={() => setDeleting(entry.id)}
                  aria-label={entry.title ? t('deleteEntry', { title: entry.title }) : t('deleteEntryUntitled')}
                >
                  {t('delete')}
                </Delete>
              </Meta>
            </Item>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        description={t('deleteBody')}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        pending={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

interface JournalValues {
  title: string;
  content: string;
  /** '' until the member chooses one. */
  mood: string;
  weather: string;
  /** In the member's unit; '' until given. */
  temperature: number | '';
  isPrivate: boolean;
}

const EMPTY_ENTRY: JournalValues = {
  title: '',
  content: '',
  mood: '',
  weather: '',
  temperature: '',
  isPrivate: JOURNAL_DEFAULTS.isPrivate,
};

function JournalForm({ altarId, onDone }: { altarId: number; onDone(): void }) {
  const t = useAltarsText();
  const contentId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const { user } = useAuth();
  const [add] = useMutation(AddJournalEntryDocument, {
    refetchQueries: ['AltarJournalEntries'],
    awaitRefetchQueries: true,
  });
  const units = useUnitsShown();
  const unit = temperatureUnit(units);
  // The server's rules, the temperature said in the member's unit.
  const schema = useMemo(
    () => journalEntrySchema.pick(['title', 'content']).shape({ temperature: journalTemperatureField(units) }),
    [units],
  );
  return (
    <Formik<JournalValues>
      initialValues={EMPTY_ENTRY}
      validationSchema={schema}
      onSubmit={async (values) => {
        const input = {
          title: values.title.trim() || null,
          content: values.content.trim(),
          mood: values.mood || null,
          weather: values.weather || null,
          // Stored in °F whatever the member's unit.
          temperature: values.temperature === '' ? null : toFahrenheit(Number(values.temperature), units),
          isPrivate: values.isPrivate,
          altarId,
        };
        try {
          const outcome = await sendOrKeep(() => add({ variables: { input } }), {
            kind: 'journal',
            label: `Journal entry: ${labelText(input.title ?? input.content)}`,
            method: 'POST',
            path: `/api/users/${user?.id ?? 0}/journal-entries`,
            body: input,
          });
          if (outcome === 'kept') {
            toast({ title: t('savedOnDeviceTitle'), description: t('savedOnDevice') });
          } else {
            toast({ title: t('entrySavedTitle'), description: t('entrySavedBody') });
          }
          onDone();
        } catch {
          toast({ title: t('errorTitle'), description: t('entryFailed'), variant: 'destructive' });
        }
      }}
    >
      {({ values, errors, submitCount, handleChange, handleSubmit, isSubmitting }) => (
        <FormPanel ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('newEntryLabel')}>
          <FocusFirstError form={formRef} />
          <TextField label={t('title')} name="title" />
          <label htmlFor={contentId}>{t('whatDidYouNotice')}</label>
          <TextArea
            id={contentId}
            name="content"
            value={values.content}
            onChange={handleChange}
            aria-invalid={submitCount > 0 && errors.content ? true : undefined}
          />
          {submitCount > 0 && errors.content && (
            <FieldError data-field-error="content">{ruleText(t, errors.content)}</FieldError>
          )}
          <Row>
            <FieldLabel>
              {t('mood')}
              <Select name="mood" value={values.mood} onChange={handleChange}>
                <option value="">{t('noMood')}</option>
                {JOURNAL_MOODS.map((mood) => (
                  <option key={mood} value={mood}>
                    {moodText(t, mood)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
            <FieldLabel>
              {t('weather')}
              <Select name="weather" value={values.weather} onChange={handleChange}>
                <option value="">{t('noWeather')}</option>
                {JOURNAL_WEATHER.map((weather) => (
                  <option key={weather} value={weather}>
                    {weatherText(t, weather)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
          </Row>
          {/* No inputMode: a phone's numeric pad has no minus sign, and trail temperatures go below zero. */}
          <TextField
            label={t('temperature', { unit })}
            name="temperature"
            type="number"
            placeholder={t('temperaturePlaceholder', {
              value: fromFahrenheit(JOURNAL_DEFAULTS.suggestedTemperatureF, units),
            })}
          />
          <CheckboxField
            name="isPrivate"
            accessibleName={t('privateEntry')}
            checked={values.isPrivate}
            onChange={handleChange}
          >
            {(id) => <label htmlFor={id}>{t('privateLabel')}</label>}
          </CheckboxField>
          <Actions>
            <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting || values.content.trim() === ''} aria-busy={isSubmitting}>
              {t(isSubmitting ? 'saving' : 'saveEntry')}
            </Button>
          </Actions>
        </FormPanel>
      )}
    </Formik>
  );
}
