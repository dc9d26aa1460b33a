import { JOURNAL_MESSAGES } from '@sacred/core/journal';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { queueWrite } from './outbox';
import { TextArea } from '../../ui/TextArea';

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.mist};
`;

/**
 * A journal entry written anywhere, signal or not: it goes through the outbox (sent now when
 * online, kept on the device and sent later when offline, never twice).
 */
export function JournalQuickEntry({ userId }: { userId: number }) {
  const [content, setContent] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setNote(JOURNAL_MESSAGES.contentRequired);
      return;
    }
    setSaving(true);
    try {
      const result = await queueWrite({
        kind: 'journal',
        label: `Journal entry: ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`,
        method: 'POST',
        path: `/api/users/${userId}/journal-entries`,
        body: { content: text },
      });
      setContent('');
      setNote(
        result.sent
          ? 'Journal entry saved.'
          : result.refused
            ? `Not saved: ${result.refused}`
            : 'Saved on this device. It will be sent when you are back online.',
      );
    } catch {
      setNote('This browser cannot keep entries offline.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardTitle>Trail Journal</CardTitle>
      <form onSubmit={(event) => void submit(event)}>
        <TextArea
          id="trail-journal"
          aria-label="Journal entry"
          placeholder="Write a reflection, even without signal"
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
        <Button type="submit" disabled={saving}>
          Save Entry
        </Button>
      </form>
      {note && <Note role="status">{note}</Note>}
    </Card>
  );
}
