import { useMutation } from '@apollo/client/react';
import { ALTAR_FLAG_DEFAULTS, ALTAR_PLEDGES, OTHER_ALTAR_TYPE } from '@sacred/core/altars';
import { createAltarSchema, type CreateAltarInput as CreateAltarValues } from '@sacred/core/altars-schema';
import { ALTAR_TYPES } from '@sacred/core/enums';
import { isLatitude, isLongitude, type LatLng } from '@sacred/core/geo';
import { PHOTO_LIMITS } from '@sacred/core/photos';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { CreateAltarDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Form';
import { FieldError } from '../../ui/Field';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from '../accounts/apiError';
import { LocationPicker } from './LocationPicker';
import { PageHeader } from './PageHeader';
import { PhotoPicker } from '../../ui/PhotoPicker';
import { useViewerPosition } from './useViewerPosition';
import { TextAreaField } from '../../ui/TextArea';
import { FocusFirstError } from '../../ui/useFocusFirstError';
import { altarTypeText, pledgeText, ruleText } from './localText';
import { useAltarsText } from './messages';
import { RuleTextField as TextField } from './RuleTextField';

const FORM_ID = 'create-altar-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

/** Three types a row while their words fit; a button never breaks a word (German), so a full row wraps. */
const TypeGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  > * {
    flex: 1 0 calc((100% - 2 * ${({ theme }) => theme.space.sm}) / 3 - 0.1px);
  }
`;

const TypeButton = styled.button<{ $selected: boolean }>`
  min-height: 52px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $selected }) => ($selected ? 'rgba(224, 163, 58, 0.16)' : theme.colors.forest900)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.amberBright : theme.colors.moonlight)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const Submit = styled(Button)`
  width: 100%;
  min-height: 52px;
  font-size: 1.05rem;
`;

const SaveButton = styled(Button)`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
`;

interface FormValues {
  name: string;
  description: string;
  story: string;
  materials: string;
  altarType: string;
  customAltarType: string;
  tags: string;
  latitude: number | '';
  longitude: number | '';
  photos: string[];
  isEcoFriendly: boolean;
  noPlasticUsed: boolean;
  biodegradableOnly: boolean;
  noWasteLeft: boolean;
  isLocationSensitive: boolean;
}

/** lat, lng and name from the query string; bad coordinates are ignored. */
export function prefillFrom(params: URLSearchParams): { name: string; position: LatLng | null } {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const has = params.get('lat') !== null && params.get('lng') !== null && isLatitude(lat) && isLongitude(lng);
  return { name: params.get('name') ?? '', position: has ? { latitude: lat, longitude: lng } : null };
}

/** /create-altar: photos, name, type, story, materials, location and the eco pledges. */
export function CreateAltarPage() {
  const t = useAltarsText();
  const title = t('createTitle');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const prefill = useMemo(() => prefillFrom(params), [params]);
  const navigate = useNavigate();
  const { toast } = useToast();
  const viewer = useViewerPosition();
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [createAltar] = useMutation(CreateAltarDocument, {
    // Every altar list, radius and viewport answer the map holds is now stale.
    update(cache) {
      for (const fieldName of ['altars', 'altarsNear', 'altarViewport']) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  const initialValues: FormValues = {
    name: prefill.name,
    description: '',
    story: '',
    materials: '',
    altarType: '',
    customAltarType: '',
    tags: '',
    latitude: prefill.position?.latitude ?? '',
    longitude: prefill.position?.longitude ?? '',
    photos: [],
    ...ALTAR_FLAG_DEFAULTS,
  };

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    const valid: CreateAltarValues = await createAltarSchema.validate(values, { stripUnknown: true });
    try {
      await createAltar({
        variables: {
          input: {
            name: valid.name,
            description: valid.description ?? null,
            story: valid.story ?? null,
            materials: valid.materials ?? null,
            altarType: valid.altarType,
            customAltarType: valid.altarType === OTHER_ALTAR_TYPE ? (valid.customAltarType ?? null) : null,
            latitude: valid.latitude,
            longitude: valid.longitude,
            photos: valid.photos,
            tags: valid.tags,
            isEcoFriendly: valid.isEcoFriendly,
            noPlasticUsed: valid.noPlasticUsed,
            biodegradableOnly: valid.biodegradableOnly,
            noWasteLeft: valid.noWasteLeft,
            isLocationSensitive: valid.isLocationSensitive,
          },
        },
      });
      toast({ title: t('createdTitle'), description: t('createdBody') });
      void navigate('/');
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors as FormikErrors<FormValues>);
      toast({ title: t('errorTitle'), description: t('createFailed'), variant: 'destructive' });
    }
  };

  return (
    <Formik<FormValues>
      initialValues={initialValues}
      validationSchema={createAltarSchema}
      validateOnMount={false}
      onSubmit={submit}
    >
      {(formik) => {
        const { values, errors, submitCount, setFieldValue, isSubmitting } = formik;
        // Validate on submit, then on every change.
        const shown = (field: keyof FormValues) =>
          ruleText(t, submitCount > 0 ? (errors[field] as string | undefined) : undefined);
        const position =
          values.latitude === '' || values.longitude === ''
            ? null
            : { latitude: values.latitude, longitude: values.longitude };
        const busy = isSubmitting || uploading;
        const saveLabel = t(isSubmitting ? 'saving' : 'save');
        return (
          <>
            <PageHeader
              title={title}
              backTo="/"
              action={
                <SaveButton type="submit" form={FORM_ID} disabled={busy} aria-busy={isSubmitting}>
                  {saveLabel}
                </SaveButton>
              }
            />
            <Form ref={formRef} id={FORM_ID} noValidate onSubmit={formik.handleSubmit} aria-label={title}>
              <FocusFirstError form={formRef} />
              <Section>
                <legend>{t('photosLegend')}</legend>
                <PhotoPicker
                  max={PHOTO_LIMITS.perAltar.max}
                  onChange={(urls) => void setFieldValue('photos', urls)}
                  onBusyChange={setUploading}
                  error={shown('photos')}
                />
              </Section>

              <TextField label={t('altarName')} name="name" placeholder={t('altarNamePlaceholder')} />

              <Section>
                <legend>{t('altarType')}</legend>
                <TypeGrid role="group" aria-label={t('altarType')}>
                  {ALTAR_TYPES.map((type) => (
                    <TypeButton
                      key={type}
                      type="button"
                      aria-pressed={values.altarType === type}
                      $selected={values.altarType === type}
                      onClick={() => void setFieldValue('altarType', type)}
                    >
                      {altarTypeText(t, type)}
                    </TypeButton>
                  ))}
                </TypeGrid>
                {shown('altarType') && <FieldError data-field-error="altarType">{shown('altarType')}</FieldError>}
                {values.altarType === OTHER_ALTAR_TYPE && (
                  <TextField label={t('customType')} name="customAltarType" placeholder={t('customTypePlaceholder')} />
                )}
              </Section>

              <TextAreaField
                label={t('story')}
                name="story"
                value={values.story}
                onChange={formik.handleChange}
                error={shown('story')}
                placeholder={t('storyPlaceholder')}
              />
              <TextField label={t('materials')} name="materials" placeholder={t('materialsPlaceholder')} />
              <TextField label={t('description')} name="description" />
              <TextField label={t('tagsLabel')} name="tags" placeholder={t('tagsPlaceholder')} />

              <Section>
                <legend>{t('location')}</legend>
                <LocationPicker
                  value={position}
                  viewer={viewer}
                  onChange={(next) => {
                    // One update, so validation sees both coordinates at once.
                    void formik.setValues({ ...values, latitude: next.latitude, longitude: next.longitude });
                  }}
                  error={shown('latitude') ?? shown('longitude')}
                />
                <CheckboxField
                  name="isLocationSensitive"
                  accessibleName={t('keepPrivate')}
                  checked={values.isLocationSensitive}
                  onChange={formik.handleChange}
                >
                  {(id) => (
                    <>
                      <label htmlFor={id}>
                        <strong>{t('keepPrivate')}</strong>
                      </label>
                      <br />
                      {t('sensitiveExplanation')}
                    </>
                  )}
                </CheckboxField>
              </Section>

              <Section>
                <legend>{t('pledgesLegend')}</legend>
                <Note>{t('pledgesNote')}</Note>
                {ALTAR_PLEDGES.map((field) => [field, pledgeText(t, field)] as const).map(([field, label]) => (
                  <CheckboxField
                    key={field}
                    name={field}
                    accessibleName={label}
                    checked={values[field]}
                    onChange={formik.handleChange}
                  >
                    {(id) => <label htmlFor={id}>{label}</label>}
                  </CheckboxField>
                ))}
              </Section>

              <Submit type="submit" disabled={busy} aria-busy={isSubmitting}>
                {t(isSubmitting ? 'sharing' : uploading ? 'waitingForPhotos' : 'shareBeautifulPlace')}
              </Submit>
            </Form>
          </>
        );
      }}
    </Formik>
  );
}
