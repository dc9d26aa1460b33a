import { journalEntrySchema } from '@sacred/core/journal';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { TextAreaField } from '../../ui/TextArea';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { queueWrite } from './outbox';

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.mist};
`;

/**
 * A journal entry written anywhere, signal or not: it goes through the outbox (sent now when
 * online, kept on the device and sent later when offline, never twice).
 */
export function JournalQuickEntry({ userId }: { userId: number }) {
  const [note, setNote] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Checked when saving: a blank entry is refused then, not while the member is still writing.
  const form = useFormik({
    initialValues: { content: '' },
    validationSchema: journalEntrySchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      const text = values.content.trim();
      setNote(null);
      try {
        const result = await queueWrite({
          kind: 'journal',
          label: `Journal entry: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`,
          method: 'POST',
          path: `/api/users/${userId}/journal-entries`,
          body: { content: text },
        });
        resetForm();
        setNote(
          result.sent
            ? 'Journal entry saved.'
            : result.refused
              ? `Not saved: ${result.refused}`
              : 'Saved on this device. It will be sent when you are back online.',
        );
      } catch {
        setNote('This browser cannot keep entries offline.');
      }
    },
  });
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting, Object.keys(form.errors).length);

  return (
    <Card>
      <CardTitle>Trail Journal</CardTitle>
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <TextAreaField
          label="Journal entry"
          labelHidden
          name="content"
          placeholder="Write a reflection, even without signal"
          value={form.values.content}
          onChange={form.handleChange}
          error={form.errors.content}
        />
        <Button type="submit" disabled={form.isSubmitting}>
          Save Entry
        </Button>
      </form>
      {note && <Note role="status">{note}</Note>}
    </Card>
  );
}
