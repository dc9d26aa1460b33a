import { haversineMeters } from '@sacred/core/geo';
import { journalEntrySchema } from '@sacred/core/journal';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { InputField } from '../../ui/Form';
import { SelectField } from '../../ui/Select';
import { TextAreaField } from '../../ui/TextArea';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { useLocale } from '../../i18n/format';
import { downloadedAltars } from './downloads';
import { offlineErrorText } from './offlineErrorText';
import { useOfflineText } from './messages';
import type { DownloadedAltar } from './offlineApi';
import { labelText } from './offlineWrite';
import { queueWrite } from './outbox';
import { useDevicePosition } from './useDevicePosition';

/** The downloaded sacred spaces offered for an entry: the nearest to the member first. */
const PLACES_OFFERED = 20;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.mist};
`;

/**
 * A journal entry written anywhere, signal or not: it goes through the outbox (sent now when
 * online, kept on the device and sent later when offline, never twice).
 */
export function JournalQuickEntry({ userId, downloadedAt }: { userId: number; downloadedAt: string | null }) {
  const t = useOfflineText();
  const locale = useLocale();
  const [note, setNote] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { position } = useDevicePosition();
  const [altars, setAltars] = useState<DownloadedAltar[]>([]);
  useEffect(() => {
    let alive = true;
    void downloadedAltars()
      .then((kept) => alive && setAltars(kept ?? []))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
    // Read again after each download.
  }, [downloadedAt]);
  const places = useMemo(
    () =>
      (position
        ? [...altars].sort((a, b) => haversineMeters(position, a) - haversineMeters(position, b))
        : altars
      ).slice(0, PLACES_OFFERED),
    [altars, position],
  );
  // Checked when saving: a blank entry is refused then, not while the member is still writing.
  const form = useFormik({
    initialValues: { title: '', content: '', altarId: '' },
    // The sacred space is picked from a list; what is typed is checked as the server checks it.
    validationSchema: journalEntrySchema.pick(['title', 'content']),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      const text = values.content.trim();
      const title = values.title.trim() || null;
      const altarId = values.altarId ? Number(values.altarId) : null;
      setNote(null);
      try {
        const result = await queueWrite({
          kind: 'journal',
          label: `Journal entry: ${labelText(title ?? text)}`,
          method: 'POST',
          path: `/api/users/${userId}/journal-entries`,
          body: { title, content: text, altarId },
        });
        resetForm();
        setNote(
          result.sent
            ? t('entrySaved')
            : result.refused
              ? t('notSaved', { error: result.refused })
              : t('savedOnDevice'),
        );
      } catch {
        setNote(t('cannotKeep'));
      }
    },
  });
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting, Object.keys(form.errors).length);

  return (
    <Card>
      <CardTitle>{t('journalTitle')}</CardTitle>
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <InputField
          label={t('entryTitle')}
          name="title"
          value={form.values.title}
          onChange={form.handleChange}
          error={form.errors.title && offlineErrorText(t, locale, form.errors.title)}
        />
        {places.length > 0 && (
          <SelectField label={t('sacredSpace')} name="altarId" value={form.values.altarId} onChange={form.handleChange}>
            <option value="">{t('notAtSacredSpace')}</option>
            {places.map((altar) => (
              <option key={altar.id} value={String(altar.id)}>
                {altar.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={t('journalEntry')}
          labelHidden
          name="content"
          placeholder={t('journalPlaceholder')}
          value={form.values.content}
          onChange={form.handleChange}
          error={form.errors.content && offlineErrorText(t, locale, form.errors.content)}
        />
        <Button type="submit" disabled={form.isSubmitting}>
          {t('saveEntry')}
        </Button>
      </form>
      {note && <Note role="status">{note}</Note>}
    </Card>
  );
}
