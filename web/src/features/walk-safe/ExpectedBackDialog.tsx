import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { expectedBackProblem, WALK_SAFE, WALK_SAFE_TEXTS, walkSafetySchema } from '@sacred/core/walk-safe';
import { SetWalkSafetyDocument, type WalkSafetyFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { InputField } from '../../ui/Form';
import { FieldError } from '../../ui/Field';
import { schemaProblems } from '../../ui/schemaProblems';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { readApiError } from '../accounts/apiError';
import { fromLocalInput, proposedExpectedBack, splitEmails, toLocalInput } from './walkSafeView';
import { knownText } from '../../i18n/knownTexts';
import { useWalkSafeText } from './messages';
import { WALK_SAFE_KNOWN } from './walkSafeKnown';

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

interface ExpectedBackValues {
  /** The local date and time, as the datetime-local input holds it. */
  when: string;
  memberIds: number[];
  /** As typed: addresses separated by commas. */
  emails: string;
}

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
  const t = useWalkSafeText();
  /** A rule's or the server's text, in the displayed language. */
  const said = (text: string | undefined) => (text === undefined ? undefined : knownText(t, WALK_SAFE_KNOWN, text));
  const [save, saving] = useMutation(SetWalkSafetyDocument);
  const initialValues: ExpectedBackValues = {
    when: toLocalInput(
      safety.expectedBackAt ? new Date(safety.expectedBackAt) : proposedExpectedBack(new Date(), minutesLeft),
    ),
    memberIds: safety.contacts.flatMap((contact) =>
      contact.memberId === null || contact.memberId === undefined ? [] : [contact.memberId],
    ),
    emails: safety.contacts.flatMap((contact) => (contact.email ? [contact.email] : [])).join(', '),
  };
  const toInput = (values: ExpectedBackValues) => ({
    expectedBackAt: fromLocalInput(values.when)?.toISOString() ?? '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    memberIds: values.memberIds,
    emails: safety.emailAvailable ? splitEmails(values.emails) : [],
  });
  // The server's rules (core), and the time read on this device: not past, not too far ahead.
  const validate = async (values: ExpectedBackValues) => {
    const at = fromLocalInput(values.when);
    const problem = at ? expectedBackProblem(at, new Date()) : WALK_SAFE_TEXTS.expectedInPast;
    const problems: Record<string, string> = await schemaProblems(walkSafetySchema, toInput(values));
    const reachable =
      values.memberIds.some((id) => safety.candidates.find((c) => c.memberId === id)?.canBeReached) ||
      (safety.emailAvailable && splitEmails(values.emails).length > 0);
    if (!reachable && !problems.memberIds) problems.memberIds = WALK_SAFE_TEXTS.noReachableContact;
    return problem ? { ...problems, expectedBackAt: problem } : problems;
  };
  // A refused save brings the first refused field into view and gives it the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormik<ExpectedBackValues>({
    initialValues,
    validate,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { setErrors, setStatus }) => {
      setStatus(undefined);
      try {
        await save({ variables: { activePilgrimageId: journeyId, input: toInput(values) } });
        onClose();
      } catch (error) {
        const { fieldErrors, message } = readApiError(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else setStatus(message ?? t('saveFailed'));
      }
    },
  });
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting, Object.keys(form.errors).length);
  // Every problem here is one message, the server's ("emails[1]") included.
  const errors = form.errors as Record<string, string | undefined>;
  const emailError = Object.entries(errors).find(([field]) => field.startsWith('emails'))?.[1];
  const { memberIds } = form.values;
  const setMemberIds = (ids: number[]) => void form.setFieldValue('memberIds', ids);

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} wide testId="expected-back-dialog">
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('expectedBackBy')}</DialogTitle>
        <DialogText>{t('alertDisclosure')}</DialogText>
        <InputField
          label={t('expectBackBy')}
          name="expectedBackAt"
          type="datetime-local"
          value={form.values.when}
          onChange={(event) => void form.setFieldValue('when', event.target.value)}
          error={said(errors.expectedBackAt)}
        />
        <Note>
          {t('reminderNote', { reminder: WALK_SAFE.reminderMinutesBefore, grace: WALK_SAFE.alertGraceMinutes })}
        </Note>

        <Fieldset>
          <legend>{t('fellowsToAlert')}</legend>
          {safety.candidates.length === 0 ? (
            <Note>{t('noFellows')}</Note>
          ) : (
            safety.candidates.map((candidate) => (
              <label key={candidate.memberId}>
                <input
                  type="checkbox"
                  disabled={!candidate.canBeReached}
                  aria-describedby={`reach-${candidate.memberId}`}
                  checked={memberIds.includes(candidate.memberId)}
                  onChange={(event) =>
                    setMemberIds(
                      event.target.checked
                        ? [...memberIds, candidate.memberId]
                        : memberIds.filter((id) => id !== candidate.memberId),
                    )
                  }
                />
                {candidate.name}
                <Note as="span" id={`reach-${candidate.memberId}`}>
                  {' '}
                  · {said(candidate.reachability)}
                </Note>
              </label>
            ))
          )}
          {errors.memberIds && <FieldError data-field-error="memberIds">{said(errors.memberIds)}</FieldError>}
        </Fieldset>

        <InputField
          label={t('emailsToAlert')}
          name="emails"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder={safety.emailAvailable ? t('emailPlaceholder') : undefined}
          value={safety.emailAvailable ? form.values.emails : ''}
          disabled={!safety.emailAvailable}
          onChange={(event) => void form.setFieldValue('emails', event.target.value)}
          error={said(emailError)}
          hint={
            <Note>
              {safety.emailAvailable
                ? t('emailHint', { max: WALK_SAFE.maxContacts })
                : t('emailOff', { reason: said(safety.emailUnavailableReason ?? undefined) ?? t('emailNotAvailable') })}
            </Note>
          }
        />
        {typeof form.status === 'string' && <FieldError role="alert">{said(form.status as string)}</FieldError>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={saving.loading}>
            {saving.loading ? t('saving') : t('startWatch')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
