import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { expectedBackProblem, WALK_SAFE, WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import { SetWalkSafetyDocument, type WalkSafetyFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { FieldError, TextField } from '../../ui/Form';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { readApiError } from '../accounts/apiError';
import { fromLocalInput, proposedExpectedBack, splitEmails, toLocalInput } from './walkSafeView';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
  }

  input[type='checkbox'] {
    width: 22px;
    height: 22px;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface ExpectedBackDialogProps {
  journeyId: number;
  safety: WalkSafetyFieldsFragment;
  minutesLeft: number | null;
  onClose(): void;
}

/**
 * "Expected back by": a time (proposed from the time left) and the safety contacts, fellow pilgrims
 * by web push and email addresses when the server can send email (else disabled, with the reason).
 */
export function ExpectedBackDialog({ journeyId, safety, minutesLeft, onClose }: ExpectedBackDialogProps) {
  const titleId = useId();
  const [save, saving] = useMutation(SetWalkSafetyDocument);
  const [when, setWhen] = useState(() =>
    toLocalInput(
      safety.expectedBackAt ? new Date(safety.expectedBackAt) : proposedExpectedBack(new Date(), minutesLeft),
    ),
  );
  const [memberIds, setMemberIds] = useState<number[]>(() =>
    safety.contacts.flatMap((contact) =>
      contact.memberId === null || contact.memberId === undefined ? [] : [contact.memberId],
    ),
  );
  const [emails, setEmails] = useState(() =>
    safety.contacts.flatMap((contact) => (contact.email ? [contact.email] : [])).join(', '),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refused save brings the first refused field into view and gives it the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const [submitCount, setSubmitCount] = useState(0);
  useFocusFirstError(formRef, submitCount, false, Object.keys(errors).length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = fromLocalInput(when);
    const problem = at ? expectedBackProblem(at, new Date()) : WALK_SAFE_TEXTS.expectedInPast;
    if (!at || problem) {
      setErrors({ expectedBackAt: problem ?? WALK_SAFE_TEXTS.expectedInPast });
      setSubmitCount((count) => count + 1);
      return;
    }
    try {
      await save({
        variables: {
          activePilgrimageId: journeyId,
          input: {
            expectedBackAt: at.toISOString(),
            timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
            memberIds,
            emails: safety.emailAvailable ? splitEmails(emails) : [],
          },
        },
      });
      onClose();
    } catch (error) {
      const { fieldErrors, message } = readApiError(error);
      setErrors(
        Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: message ?? 'Could not save. Please try again.' },
      );
      setSubmitCount((count) => count + 1);
    }
  };

  const emailError = Object.entries(errors).find(([field]) => field.startsWith('emails'))?.[1];
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} wide testId="expected-back-dialog">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Expected back by</DialogTitle>
        <DialogText>{WALK_SAFE_TEXTS.alertDisclosure}</DialogText>
        <TextField
          label="I expect to be back by"
          name="expectedBackAt"
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          error={errors.expectedBackAt}
        />
        <Note>
          A reminder comes {WALK_SAFE.reminderMinutesBefore} minutes before; your contacts are alerted{' '}
          {WALK_SAFE.alertGraceMinutes} minutes after, unless you end or extend the journey.
        </Note>

        <Fieldset>
          <legend>Fellow pilgrims to alert (web push)</legend>
          {safety.candidates.length === 0 ? (
            <Note>No fellow pilgrims are on this journey with you.</Note>
          ) : (
            safety.candidates.map((candidate) => (
              <label key={candidate.memberId}>
                <input
                  type="checkbox"
                  checked={memberIds.includes(candidate.memberId)}
                  onChange={(event) =>
                    setMemberIds((ids) =>
                      event.target.checked
                        ? [...ids, candidate.memberId]
                        : ids.filter((id) => id !== candidate.memberId),
                    )
                  }
                />
                {candidate.name}
              </label>
            ))
          )}
          {errors.memberIds && <FieldError data-field-error="memberIds">{errors.memberIds}</FieldError>}
        </Fieldset>

        <TextField
          label="Email addresses to alert"
          name="emails"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder={safety.emailAvailable ? 'e.g. home@example.org' : undefined}
          value={safety.emailAvailable ? emails : ''}
          disabled={!safety.emailAvailable}
          onChange={(event) => setEmails(event.target.value)}
          error={emailError}
          hint={
            <Note>
              {safety.emailAvailable
                ? `Up to ${WALK_SAFE.maxContacts} contacts in all, separated by commas. ${WALK_SAFE_TEXTS.emailRetention}`
                : `Email alerts are off: ${safety.emailUnavailableReason ?? 'email is not available.'}`}
            </Note>
          }
        />
        {errors.form && <FieldError role="alert">{errors.form}</FieldError>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving.loading}>
            {saving.loading ? 'Saving…' : 'Start watch'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
