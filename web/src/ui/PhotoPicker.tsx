import { ACCEPTED_PHOTO_TYPES } from '@sacred/core/photos';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { useFieldErrorText } from './errorText';
import { FieldError } from './Field';
import { uploadPhoto } from '../app/http';
import { knownText } from '../i18n/knownTexts';
import { useUiText } from './messages';
import { UPLOAD_ERRORS } from './messages/knownTexts';

interface PhotoItem {
  key: string;
  name: string;
  /** An object URL of the chosen file, shown while (and after) it uploads. */
  preview: string;
  /** The stored URL once uploaded. */
  url: string | null;
  progress: number;
  error: string | null;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $failed: boolean }>`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.forest600)};
  background: ${({ theme }) => theme.colors.forest900};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Remove = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(7, 17, 11, 0.8);
  color: ${({ theme }) => theme.colors.moonlight};
  font-size: 1.1rem;
  cursor: pointer;
`;

const Progress = styled.progress`
  position: absolute;
  left: 6px;
  right: 6px;
  bottom: 6px;
  width: calc(100% - 12px);
  height: 6px;
  accent-color: ${({ theme }) => theme.colors.amber};
`;

const TileError = styled.p`
  position: absolute;
  inset: auto 0 0 0;
  margin: 0;
  padding: 4px 6px;
  background: rgba(58, 21, 17, 0.92);
  color: #f3b2a6;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const PickButton = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.amberBright};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    pointer-events: none;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

let keyCounter = 0;

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

interface PhotoPickerProps {
  /** How many photos may be chosen in all. */
  max: number;
  /** The stored URLs, in order, whenever they change. */
  onChange(urls: string[]): void;
  /** True while any photo is still uploading. */
  onBusyChange?(busy: boolean): void;
  error?: string | undefined;
}

/**
 * Choose or take photos; each uploads at once (with progress) and shows a preview that can be removed.
 * The form sends only the stored URLs.
 */
export function PhotoPicker({ max, onChange, onBusyChange, error }: PhotoPickerProps) {
  const t = useUiText();
  const errorText = useFieldErrorText();
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [isPhone, setIsPhone] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // The callbacks may change identity on every render of the parent; only `items` triggers a report.
  const callbacks = useRef({ onChange, onBusyChange });
  callbacks.current = { onChange, onBusyChange };

  useEffect(() => setIsPhone(window.matchMedia?.('(pointer: coarse)').matches ?? false), []);
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);
  useEffect(() => {
    callbacks.current.onChange(items.flatMap((item) => (item.url ? [item.url] : [])));
    callbacks.current.onBusyChange?.(items.some((item) => !item.url && !item.error));
  }, [items]);

  const patch = (key: string, changes: Partial<PhotoItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = max - itemsRef.current.length;
    const added = files.slice(0, Math.max(0, room)).map((file) => {
      keyCounter += 1;
      return {
        file,
        item: {
          key: `photo-${keyCounter}`,
          name: file.name,
          preview: URL.createObjectURL(file),
          url: null,
          progress: 0,
          error: null,
        },
      };
    });
    setItems((current) => [...current, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) {
      uploadPhoto(file, (progress) => patch(item.key, { progress }))
        .then((url) => patch(item.key, { url, progress: 1 }))
        .catch((failure: unknown) =>
          patch(item.key, { error: failure instanceof Error ? failure.message : UPLOAD_ERRORS.uploadFailed }),
        );
    }
  };

  const remove = (key: string) =>
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });

  const full = items.length >= max;
  const accept = ACCEPTED_PHOTO_TYPES.join(',');
  return (
    <div>
      {items.length > 0 && (
        <Grid aria-label={t('chosenPhotos')}>
          {items.map((item, index) => (
            <Tile key={item.key} $failed={Boolean(item.error)} data-testid="photo-tile">
              <img
                src={item.preview}
                alt={
                  item.name
                    ? t('photoAltNamed', { number: index + 1, name: item.name })
                    : t('photoAlt', { number: index + 1 })
                }
              />
              <Remove
                type="button"
                aria-label={t('removePhoto', { number: index + 1 })}
                onClick={() => remove(item.key)}
              >
                <span aria-hidden="true">×</span>
              </Remove>
              {!item.url && !item.error && (
                <Progress max={1} value={item.progress} aria-label={t('uploadingPhoto', { number: index + 1 })} />
              )}
              {item.error && <TileError role="alert">{knownText(t, UPLOAD_ERRORS, item.error)}</TileError>}
            </Tile>
          ))}
        </Grid>
      )}
      <Actions>
        <PickButton $disabled={full}>
          <PlusIcon /> {t('choosePhotos')}
          <input
            type="file"
            accept={accept}
            multiple
            disabled={full}
            aria-label={t('choosePhotosLabel')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={onFiles}
          />
        </PickButton>
        {isPhone && (
          <PickButton $disabled={full}>
            <PlusIcon /> {t('takePhoto')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              disabled={full}
              aria-label={t('takePhotoLabel')}
              onChange={onFiles}
            />
          </PickButton>
        )}
      </Actions>
      <Hint id={hintId}>{t('photoHint', { count: items.length, max })}</Hint>
      {error && (
        <FieldError id={errorId} data-field-error="photos">
          {errorText(error)}
        </FieldError>
      )}
    </div>
  );
}
