import { useMutation } from '@apollo/client/react';
import { JOURNEY_MOODS, JOURNEY_WEATHER } from '@sacred/core/enums';
import { journeyPhotoSchema } from '@sacred/core/journeys';
import { useEffect, useRef, useState } from 'react';
import { ValidationError } from 'yup';
import { useToast } from '../../app/toasts/toastContext';
import { AddJourneyPhotoDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import { uploadPhoto } from '../../app/http';
import { Muted } from '../pilgrimages/styles';
import { FieldLabel } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { formatCoordinate, LIVE_TEXTS, splitTags } from './journeyView';
import { ErrorText, Input, Small } from './styles';
import type { useJourney } from './useJourney';
import type { LiveUpdate } from './useLiveData';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [tags, setTags] = useState('');
  const [mood, setMood] = useState('');
  const [weather, setWeather] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [addPhoto, adding] = useMutation(AddJourneyPhotoDocument);
  const busy = uploading || adding.loading;
  const position = j.fix;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (autoFocus) fileInput.current?.focus();
  }, [autoFocus]);

  const reset = () => {
    setFile(null);
    setCaption('');
    setTags('');
    setMood('');
    setWeather('');
    setIsPublic(true);
    setError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const share = async () => {
    if (!file || !position) return;
    const tagList = splitTags(tags);
    try {
      await journeyPhotoSchema.validateAt('tags', { tags: tagList });
    } catch (invalid) {
      setError(invalid instanceof ValidationError ? invalid.message : 'Check the tags');
      return;
    }
    setError(null);
    try {
      setUploading(true);
      const photoUrl = await uploadPhoto(file, () => undefined).finally(() => setUploading(false));
      await addPhoto({
        variables: {
          pilgrimageId,
          photo: {
            photoUrl,
            caption: caption.trim() || null,
            tags: tagList,
            mood: mood || null,
            weather: weather || null,
            isPublic,
            altarId: j.currentSite?.id ?? null,
            latitude: position.latitude,
            longitude: position.longitude,
          },
        },
      });
      toast({ title: LIVE_TEXTS.momentSharedTitle, description: 'Your photo is shared with fellow pilgrims.' });
      reset();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Failed to share the photo. Please try again.');
    }
  };

  const photos = (updates ?? []).filter((update) => update.updateType === 'photo' && update.photoUrl);
  return (
    <Stack>
      <Stack
        as="form"
        $gap="sm"
        aria-label="Share a photo"
        onSubmit={(event) => {
          event.preventDefault();
          void share();
        }}
      >
        <FieldLabel>
          Choose a photo
          <Input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FieldLabel>
        {preview && <img src={preview} alt="Preview of the chosen photo" style={{ width: '100%', borderRadius: 8 }} />}
        {file && (
          <>
            <FieldLabel>
              Caption
              <Input value={caption} onChange={(event) => setCaption(event.target.value)} maxLength={5000} />
            </FieldLabel>
            <FieldLabel>
              Tags (separated by commas)
              <Input value={tags} onChange={(event) => setTags(event.target.value)} aria-describedby="photo-error" />
            </FieldLabel>
            <FieldLabel>
              Mood
              <Select value={mood} onChange={(event) => setMood(event.target.value)}>
                <option value="">No mood</option>
                {JOURNEY_MOODS.map((value) => (
                  <option key={value} value={value}>
                    {capitalize(value)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
            <FieldLabel>
              Weather
              <Select value={weather} onChange={(event) => setWeather(event.target.value)}>
                <option value="">No weather</option>
                {JOURNEY_WEATHER.map((value) => (
                  <option key={value} value={value}>
                    {capitalize(value)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
            <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
              <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
              Share with fellow pilgrims (public)
            </label>
            {position ? (
              <Small>
                At {formatCoordinate(position.latitude, 4)}, {formatCoordinate(position.longitude, 4)}
              </Small>
            ) : (
              <Small>Waiting for your location: a photo is shared with where it was taken.</Small>
            )}
            <ErrorText id="photo-error" role="alert">
              {error ?? ''}
            </ErrorText>
            <Button type="submit" disabled={busy || !position} aria-busy={busy}>
              {uploading ? 'Uploading...' : adding.loading ? 'Sharing...' : 'Share'}
            </Button>
          </>
        )}
      </Stack>
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
