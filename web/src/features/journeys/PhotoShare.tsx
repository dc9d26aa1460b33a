import { COMPANION_TEXTS } from '@sacred/core/companions';
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
import { formatCoordinate, LIVE_TEXTS, splitTags } from './journeyView';
import { ErrorText, Small } from './styles';
import type { useJourney } from './useJourney';
import type { LiveUpdate } from './useLiveData';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
  { name: 'mood', label: 'Mood', none: 'No mood', options: JOURNEY_MOODS },
  { name: 'weather', label: 'Weather', none: 'No weather', options: JOURNEY_WEATHER },
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
    validate: photoDetailsProblems,
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
        toast({ title: LIVE_TEXTS.momentSharedTitle, description: 'Your photo is shared with fellow pilgrims.' });
        resetForm();
        setPreview(null);
        if (fileInput.current) fileInput.current.value = '';
      } catch (error) {
        setFailure(error instanceof Error ? error.message : 'Failed to share the photo. Please try again.');
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
        <Stack as="form" ref={formRef} $gap="sm" aria-label="Share a photo" onSubmit={form.handleSubmit} noValidate>
          <FieldLabel>
            Choose a photo
            <Input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
            />
          </FieldLabel>
          {preview && (
            <img src={preview} alt="Preview of the chosen photo" style={{ width: '100%', borderRadius: 8 }} />
          )}
          {file && (
            <>
              <TextField label="Caption" name="caption" maxLength={UPDATE_CONTENT_MAX} />
              <TextField label="Tags (separated by commas)" name="tags" />
              {PHOTO_CHOICES.map(({ name, label, none, options }) => (
                <SelectField
                  key={name}
                  label={label}
                  name={name}
                  value={form.values[name]}
                  onChange={form.handleChange}
                >
                  <option value="">{none}</option>
                  {options.map((value) => (
                    <option key={value} value={value}>
                      {capitalize(value)}
                    </option>
                  ))}
                </SelectField>
              ))}
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
                <input type="checkbox" name="isPublic" checked={form.values.isPublic} onChange={form.handleChange} />
                Share with fellow pilgrims (public)
              </label>
              {position ? (
                <Small>{COMPANION_TEXTS.feedPosition}</Small>
              ) : (
                <Small>Waiting for your location: a photo is shared with where it was taken.</Small>
              )}
              <ErrorText id="photo-error" role="alert">
                {failure ?? ''}
              </ErrorText>
              <Button type="submit" disabled={busy || !position} aria-busy={busy}>
                {uploading ? 'Uploading...' : adding.loading ? 'Sharing...' : 'Share'}
              </Button>
            </>
          )}
        </Stack>
      </FormikProvider>
      <section aria-label="Shared photos">
        {updates === undefined ? (
          <Muted role="status">Loading photos...</Muted>
        ) : photos.length === 0 ? (
          <Muted>No photos shared on this pilgrimage yet.</Muted>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
            {photos.map((photo) => (
              <figure key={photo.id} style={{ margin: 0 }}>
                <img
                  src={photo.photoUrl ?? ''}
                  alt={photo.content ?? `Photo from ${photo.userName}`}
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
