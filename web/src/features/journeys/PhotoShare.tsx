import { useMutation } from '@apollo/client/react';
import { JOURNEY_MOODS, JOURNEY_WEATHER } from '@sacred/core/enums';
import { journeyPhotoSchema, UPDATE_CONTENT_MAX } from '@sacred/core/journeys';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { AddJourneyPhotoDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import { uploadPhoto } from '../../app/http';
import { Muted } from '../pilgrimages/styles';
import { FieldLabel, Input } from '../../ui/Field';
import { TextField } from '../../ui/Form';
import { SelectField } from '../../ui/Select';
import { schemaProblems } from '../../ui/schemaProblems';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { formatCoordinate, splitTags } from './journeyView';
import { knownText } from '../../i18n/knownTexts';
import { useJourneysText } from './messages';
import { JOURNEY_KNOWN } from './journeyKnown';
import { ErrorText, Small } from './styles';
import type { useJourney } from './useJourney';
import type { LiveUpdate } from './useLiveData';

interface PhotoValues {
  file: File | null;
  caption: string;
  /** As typed: tags separated by commas. */
  tags: string;
  mood: string;
  weather: string;
  isPublic: boolean;
}

/** The two optional choices, each with its "none" option first. */
const PHOTO_CHOICES = [
  { name: 'mood', label: 'mood', none: 'noMood', option: 'moodOption', options: JOURNEY_MOODS },
  { name: 'weather', label: 'weather', none: 'noWeather', option: 'weatherOption', options: JOURNEY_WEATHER },
] as const;

const EMPTY_PHOTO: PhotoValues = { file: null, caption: '', tags: '', mood: '', weather: '', isPublic: true };

const photoDetailsSchema = journeyPhotoSchema.pick(['caption', 'tags']);

/** The server's rules for the caption and the tags (no blank or repeated tag). */
const photoDetailsProblems = (values: PhotoValues) =>
  schemaProblems(photoDetailsSchema, { caption: values.caption, tags: splitTags(values.tags) });

interface PhotoShareProps {
  pilgrimageId: number;
  journey: ReturnType<typeof useJourney>;
  updates: LiveUpdate[] | undefined;
  /** Focus the file picker on arrival (from the Share Photo button, not when the tab is chosen). */
  autoFocus: boolean;
}

/**
 * The photo share flow: choose a file, preview it, fill in the details (caption, tags,
 * mood, weather, public flag) and share; the form then resets. The photo is uploaded like altar photos
 * and its URL sent with the details.
 */
export function PhotoShare({ pilgrimageId, journey: j, updates, autoFocus }: PhotoShareProps) {
  const { toast } = useToast();
  const t = useJourneysText();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [addPhoto, adding] = useMutation(AddJourneyPhotoDocument);
  const busy = uploading || adding.loading;
  const position = j.fix;

  const form = useFormik<PhotoValues>({
    initialValues: EMPTY_PHOTO,
    // The rules' words, in the displayed language.
    validate: async (values) =>
      Object.fromEntries(
        Object.entries(await photoDetailsProblems(values)).map(([field, problem]) => [
          field,
          knownText(t, JOURNEY_KNOWN, problem),
        ]),
      ),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { resetForm }) => {
      if (!values.file || !position) return;
      setFailure(null);
      try {
        setUploading(true);
        const photoUrl = await uploadPhoto(values.file, () => undefined).finally(() => setUploading(false));
        await addPhoto({
          variables: {
            pilgrimageId,
            photo: {
              photoUrl,
              caption: values.caption.trim() || null,
              tags: splitTags(values.tags),
              mood: values.mood || null,
              weather: values.weather || null,
              isPublic: values.isPublic,
              altarId: j.currentSite?.id ?? null,
              latitude: position.latitude,
              longitude: position.longitude,
            },
          },
        });
        toast({ title: t('momentSharedTitle'), description: t('photoShared') });
        resetForm();
        setPreview(null);
        if (fileInput.current) fileInput.current.value = '';
      } catch (error) {
        setFailure(error instanceof Error ? knownText(t, JOURNEY_KNOWN, error.message) : t('photoFailed'));
      }
    },
  });
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting, Object.keys(form.errors).length);
  const { file } = form.values;

  // The preview's object URL is let go when another file replaces it, and when the form goes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const chooseFile = (next: File | null) => {
    setPreview(next ? URL.createObjectURL(next) : null);
    void form.setFieldValue('file', next);
  };

  useEffect(() => {
    if (autoFocus) fileInput.current?.focus();
  }, [autoFocus]);

  const photos = (updates ?? []).filter((update) => update.updateType === 'photo' && update.photoUrl);
  return (
    <Stack>
      <FormikProvider value={form}>
        <Stack
          as="form"
          ref={formRef}
          $gap="sm"
          aria-label={t('sharePhotoForm')}
          onSubmit={form.handleSubmit}
          noValidate
        >
          <FieldLabel>
            {t('choosePhoto')}
            <Input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            />
          </FieldLabel>
          {preview && <img src={preview} alt={t('preview')} style={{ width: '100%', borderRadius: 8 }} />}
          {file && (
            <>
              <TextField label={t('caption')} name="caption" maxLength={UPDATE_CONTENT_MAX} />
              <TextField label={t('tags')} name="tags" />
              {PHOTO_CHOICES.map(({ name, label, none, option, options }) => (
                <SelectField
                  key={name}
                  label={t(label)}
                  name={name}
                  value={form.values[name]}
                  onChange={form.handleChange}
                >
                  <option value="">{t(none)}</option>
                  {options.map((value) => (
                    <option key={value} value={value}>
                      {t(option, { value })}
                    </option>
                  ))}
                </SelectField>
              ))}
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
                <input type="checkbox" name="isPublic" checked={form.values.isPublic} onChange={form.handleChange} />
                {t('sharePublic')}
              </label>
              {position ? <Small>{t('feedPosition')}</Small> : <Small>{t('waitingForPhotoLocation')}</Small>}
              <ErrorText id="photo-error" role="alert">
                {failure ?? ''}
              </ErrorText>
              <Button type="submit" disabled={busy || !position} aria-busy={busy}>
                {uploading ? t('uploading') : adding.loading ? t('sharing') : t('share')}
              </Button>
            </>
          )}
        </Stack>
      </FormikProvider>
      <section aria-label={t('sharedPhotos')}>
        {updates === undefined ? (
          <Muted role="status">{t('photosLoading')}</Muted>
        ) : photos.length === 0 ? (
          <Muted>{t('noPhotos')}</Muted>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
            {photos.map((photo) => (
              <figure key={photo.id} style={{ margin: 0 }}>
                <img
                  src={photo.photoUrl ?? ''}
                  alt={photo.content ?? t('photoFrom', { name: photo.userName })}
                  style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 }}
                />
                <figcaption>
                  <Small>
                    {photo.userName}
                    {photo.latitude != null && photo.longitude != null
                      ? ` · ${formatCoordinate(photo.latitude, 4)}, ${formatCoordinate(photo.longitude, 4)}`
                      : ''}
                  </Small>
                </figcaption>
              </figure>
            ))}
          </div>
        )}
      </section>
    </Stack>
  );
}
