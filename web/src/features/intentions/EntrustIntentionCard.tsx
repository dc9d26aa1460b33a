import { useMutation } from '@apollo/client/react';
import { charactersLeft, entrustIntentionSchema, INTENTION_LIMITS } from '@sacred/core/intentions';
import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { EntrustIntentionDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { InputField } from '../../ui/Form';
import { SelectField } from '../../ui/Select';
import { TextAreaField } from '../../ui/TextArea';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { knownText } from '../../i18n/knownTexts';
import { readApiError } from '../accounts/apiError';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { useIntentionsText } from './messages';
import { INTENTION_API_TEXTS } from './apiTexts';
import { signupLanguage } from '../accounts/signupLanguage';

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  input {
    width: 22px;
    height: 22px;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.mist};
`;

interface Site {
  id: number;
  name: string;
}

/**
 * "Carry an intention" on a pilgrimage's page: the text (with what is left of its 500 characters), anonymous
 * or not, the whole pilgrimage or one of its sites; a guest also gives the email address they are told at.
 */
export function EntrustIntentionCard({
  pilgrimageId,
  sites,
  signedIn,
}: {
  pilgrimageId: number;
  sites: readonly Site[];
  signedIn: boolean;
}) {
  const t = useIntentionsText();
  const headingId = useId();
  const checkboxId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const online = useOnlineStatus();
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [entrust] = useMutation(EntrustIntentionDocument);
  const form = useFormik({
    initialValues: { text: '', anonymous: false, altarId: '', email: '' },
    validationSchema: signedIn ? entrustIntentionSchema.omit(['email']) : entrustIntentionSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm, setErrors }) => {
      setNote(null);
      setFailure(null);
      try {
        const answer = await entrust({
          variables: {
            pilgrimageId,
            input: {
              text: values.text,
              anonymous: values.anonymous,
              altarId: values.altarId ? Number(values.altarId) : null,
              email: signedIn ? null : values.email || null,
              // A guest's emails come in the language the page is shown in; a member's in their setting's.
              language: signedIn ? undefined : signupLanguage(),
            },
          },
        });
        resetForm();
        setNote(answer.data?.entrustIntention.message ?? null);
      } catch (error) {
        const { message, fieldErrors } = readApiError(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        setFailure(message ?? t('entrustFailed'));
      }
    },
  });
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting, Object.keys(form.errors).length);
  const left = charactersLeft(form.values.text);
  // The form's checks and the API's answers are core's English: shown in the displayed language.
  const shown = (text: string | undefined) => text && knownText(t, INTENTION_API_TEXTS, text);

  return (
    <Card aria-labelledby={headingId} data-testid="entrust-intention">
      <CardTitle id={headingId}>{t('entrustTitle')}</CardTitle>
      <Note>{t('entrustNote')}</Note>
      <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
        <TextAreaField
          label={t('textLabel')}
          name="text"
          value={form.values.text}
          onChange={form.handleChange}
          error={shown(form.errors.text)}
          maxLength={INTENTION_LIMITS.textMax + 20}
          hint={
            <span aria-live="polite" data-testid="intention-counter">
              {left >= 0 ? t('charactersLeft', { count: left }) : t('charactersTooMany', { count: -left })}
            </span>
          }
        />
        {sites.length > 0 && (
          <SelectField label={t('carriedTo')} name="altarId" value={form.values.altarId} onChange={form.handleChange}>
            <option value="">{t('wholePilgrimageOption')}</option>
            {sites.map((site) => (
              <option key={site.id} value={String(site.id)}>
                {site.name}
              </option>
            ))}
          </SelectField>
        )}
        {!signedIn && (
          <InputField
            label={t('emailLabel')}
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={form.handleChange}
            error={shown(form.errors.email)}
          />
        )}
        <Choice htmlFor={checkboxId}>
          <input
            id={checkboxId}
            name="anonymous"
            type="checkbox"
            checked={form.values.anonymous}
            onChange={form.handleChange}
          />
          {t('anonymous')}
        </Choice>
        <Button type="submit" disabled={form.isSubmitting || !online}>
          {form.isSubmitting ? t('sending') : t('entrust')}
        </Button>
      </form>
      {!online && <Note role="status">{t('entrustOffline')}</Note>}
      {note && (
        <Note role="status" data-testid="entrust-note">
          {shown(note)}
        </Note>
      )}
      {failure && <Note role="alert">{shown(failure)}</Note>}
    </Card>
  );
}
