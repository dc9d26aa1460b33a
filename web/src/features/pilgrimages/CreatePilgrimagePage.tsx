import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DIFFICULTIES, PILGRIMAGE_KINDS } from '@sacred/core/enums';
import {
  CREATE_MAP_VIEW,
  distanceInputUnit,
  distanceTooShort,
  milesToDistanceInput,
  PILGRIMAGE_LIMITS,
  preselectedAltarIds,
} from '@sacred/core/pilgrimages';
import { ROUTE_MESSAGES } from '@sacred/core/routing';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import {
  CreatePilgrimageDocument,
  PlanningAltarDocument,
  PlanningAltarsNearDocument,
  RouteDistanceDocument,
} from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FieldLabel } from '../../ui/Field';
import { TextField } from '../../ui/Form';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { Stack } from '../../ui/Stack';
import { TextAreaField } from '../../ui/TextArea';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { readApiError } from '../accounts/apiError';
import { useViewerPosition } from '../altars/useViewerPosition';
import { useUnitsShown } from '../settings/useSettings';
import { lastMapView } from '../map/lastMapView';
import { knownText } from '../../i18n/knownTexts';
import { useLocale } from '../../i18n/format';
import { GpxImportCard, type GpxPrefill } from './GpxImportCard';
import { PILGRIMAGE_ERRORS } from './knownErrors';
import { usePilgrimagesText } from './messages';
import { difficultyText, typeText } from './pilgrimageWords';
import { routeWarningText } from './routeWarnings';
import { useTrailFormat } from './trailFormat';
import {
  INITIAL_PILGRIMAGE_VALUES,
  toCreatePilgrimageInput,
  validatePilgrimageForm,
  type PilgrimageFormErrors,
  type PilgrimageFormValues,
} from './pilgrimageForm';
import { RoutePlannerMap, type PickMode, type PlannerPoint } from './RoutePlannerMap';
import { SacredSitesEditor, type SiteChoice } from './SacredSitesEditor';
import { SeasonPicker } from './SeasonPicker';
import { usePlannedRoute } from './usePlannedRoute';
import { BackLink, SectionTitle } from './styles';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const PickButtons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Coordinates = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
  font-variant-numeric: tabular-nums;
`;

const Computed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};

  strong {
    color: ${({ theme }) => theme.colors.amberBright};
  }
`;

const Submit = styled(Button)`
  width: 100%;
`;

const formatCoordinate = (point: PlannerPoint) => `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;

/** A form's errors (core's English, from the schema or the API) in the displayed language. */
function errorsShown(
  t: ReturnType<typeof usePilgrimagesText>,
  errors: Record<string, string>,
  min: { min: number; message: string },
  locale: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === min.message && min.message !== PILGRIMAGE_ERRORS.distancePositive
        ? t('distanceAtLeastKm', { min: min.min.toLocaleString(locale) })
        : knownText(t, PILGRIMAGE_ERRORS, message),
    ]),
  );
}

/** /create-pilgrimage: details, parameters, route planning, sites, guidelines. */
export function CreatePilgrimagePage() {
  const t = usePilgrimagesText();
  const format = useTrailFormat();
  const locale = useLocale();
  useDocumentTitle(t('submit'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const [start, setStart] = useState<PlannerPoint | null>(null);
  const [end, setEnd] = useState<PlannerPoint | null>(null);
  const [mode, setMode] = useState<PickMode>('none');
  const [sites, setSites] = useState<SiteChoice[]>([]);
  // The planner opens where the member is, else where they last looked on the map home.
  const [focus, setFocus] = useState<PlannerPoint | null>(() => lastMapView());
  const viewer = useViewerPosition();
  const routeFocused = useRef(false);
  const [create] = useMutation(CreatePilgrimageDocument);
  const formRef = useRef<HTMLFormElement>(null);

  const centre = start ?? sites[0] ?? focus ?? CREATE_MAP_VIEW;
  const nearby = useQuery(PlanningAltarsNearDocument, {
    variables: { latitude: centre.latitude, longitude: centre.longitude },
  });
  const nearbyAltars: SiteChoice[] = useMemo(() => nearby.data?.altarsNear ?? [], [nearby.data]);

  const routePoints = useMemo(
    () =>
      [...(start ? [start] : []), ...sites, ...(end ? [end] : [])].map(({ latitude, longitude }) => ({
        latitude,
        longitude,
      })),
    [start, sites, end],
  );
  const measured = useQuery(RouteDistanceDocument, {
    variables: { points: routePoints },
    skip: routePoints.length < 2,
  });
  const computedMiles = routePoints.length >= 2 ? measured.data?.routeDistance : undefined;
  // Distances are asked and shown in the member's unit; the request carries miles.
  const units = useUnitsShown();
  const unit = distanceInputUnit(units);

  const formik = useFormik<PilgrimageFormValues>({
    initialValues: INITIAL_PILGRIMAGE_VALUES,
    validate: async (values) =>
      errorsShown(
        t,
        await validatePilgrimageForm(values, { start, end, sites }, computedMiles, units),
        distanceTooShort(units),
        locale,
      ),
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const created = await create({
          variables: { input: toCreatePilgrimageInput(values, { start, end, sites }, units) },
          update(cache) {
            cache.evict({ fieldName: 'browsePilgrimages' });
            cache.evict({ fieldName: 'pilgrimages' });
            cache.gc();
          },
        });
        toast({ title: t('createdTitle'), description: t('createdDescription') });
        // The new pilgrimage's own page, where its creator can check the route and walk it.
        const id = created.data?.createPilgrimage.id;
        void navigate(id ? `/pilgrimage/${id}` : '/pilgrimages');
      } catch (error) {
        helpers.setErrors(errorsShown(t, readApiError(error).fieldErrors, distanceTooShort(units), locale));
        toast({
          title: t('errorTitle'),
          description: t('createFailed'),
          variant: 'destructive',
        });
      }
    },
  });
  const { values, submitCount, isSubmitting, setValues, setFieldValue, handleChange, validateForm } = formik;
  // Request fields without a control of their own (the sites' altarIds) are refused here too.
  const errors: PilgrimageFormErrors = formik.errors as PilgrimageFormErrors;
  // Validate on submit, then on every change; each submit that ends with errors focuses the first.
  const shown = (field: string) => (submitCount > 0 ? errors[field] : undefined);
  useFocusFirstError(formRef, submitCount, isSubmitting, Object.keys(errors).length);
  // The route is checked with the fields: after a submit, a pick on the map checks the form again.
  useEffect(() => {
    if (submitCount > 0) void validateForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new route is the trigger, not a submit
  }, [start, end, sites, computedMiles, units, validateForm]);

  // ?altars=a,b,c: three or more preselect those altars; the first names the start, the last the end.
  const preselected = useMemo(() => preselectedAltarIds(params.get('altars')), [params]);
  useEffect(() => {
    if (preselected.length === 0) return;
    let active = true;
    void Promise.all(
      preselected.map((id) =>
        client
          .query({ query: PlanningAltarDocument, variables: { id } })
          .then((result) => result.data?.altar ?? null)
          .catch(() => null),
      ),
    ).then((altars) => {
      if (!active) return;
      const found: SiteChoice[] = altars.flatMap((altar) => (altar ? [altar] : []));
      setSites(found);
      const first = found[0];
      const last = found[found.length - 1];
      if (first && last) {
        void setValues((current) => ({
          ...current,
          startingPoint: current.startingPoint || first.name,
          endingPoint: current.endingPoint || last.name,
        }));
        routeFocused.current = true;
        setFocus({ latitude: first.latitude, longitude: first.longitude });
      }
    });
    return () => {
      active = false;
    };
  }, [preselected, client, setValues]);

  useEffect(() => {
    if (viewer && preselected.length === 0 && !routeFocused.current) setFocus(viewer);
  }, [viewer, preselected]);

  const addSite = (altar: SiteChoice) => {
    setSites((current) =>
      current.some((site) => site.id === altar.id) || current.length >= PILGRIMAGE_LIMITS.maxSites
        ? current
        : [...current, altar],
    );
  };

  const onPick = (point: PlannerPoint) => {
    if (mode === 'start') setStart(point);
    if (mode === 'end') setEnd(point);
    setMode('none');
  };

  // A GPX file fills the blank name and description and replaces the route it describes.
  const applyGpx = (prefill: GpxPrefill) => {
    void setValues((current) => ({
      ...current,
      name: current.name || prefill.name,
      description: current.description || prefill.description,
      startingPoint: prefill.startingPoint || current.startingPoint,
      endingPoint: prefill.endingPoint || current.endingPoint,
      distance: prefill.distance === null ? current.distance : milesToDistanceInput(prefill.distance, units),
    }));
    if (prefill.startingLatitude !== null && prefill.startingLongitude !== null) {
      const point = { latitude: prefill.startingLatitude, longitude: prefill.startingLongitude };
      setStart(point);
      routeFocused.current = true;
      setFocus(point);
    }
    if (prefill.endingLatitude !== null && prefill.endingLongitude !== null) {
      setEnd({ latitude: prefill.endingLatitude, longitude: prefill.endingLongitude });
    }
    if (prefill.sites.length > 0) setSites(prefill.sites);
  };

  const planned = usePlannedRoute({ start, end, sites, difficulty: formik.values.difficulty });

  return (
    <Page>
      <BackLink to="/pilgrimages">
        <span aria-hidden="true">←</span> {t('back')}
      </BackLink>
      <PageTitle>{t('submit')}</PageTitle>
      <Lead>{t('reviewNote')}</Lead>
      <FormikProvider value={formik}>
        <Form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
          <GpxImportCard onImported={applyGpx} />

          <Card aria-labelledby="details-heading">
            <SectionTitle id="details-heading">{t('detailsHeading')}</SectionTitle>
            <TextField label={t('journeyName')} name="name" maxLength={PILGRIMAGE_LIMITS.nameMax} />
            <TextAreaField
              label={t('description')}
              name="description"
              value={values.description}
              maxLength={PILGRIMAGE_LIMITS.descriptionMax}
              error={shown('description')}
              onChange={handleChange}
            />
            <Row>
              <TextField label={t('startingPoint')} name="startingPoint" />
              <TextField label={t('endingPoint')} name="endingPoint" />
            </Row>
          </Card>

          <Card aria-labelledby="parameters-heading">
            <SectionTitle id="parameters-heading">{t('parametersHeading')}</SectionTitle>
            <Row>
              <TextField
                label={unit === 'km' ? t('distanceKm') : t('distanceMiles')}
                name="distance"
                inputMode="decimal"
                placeholder={
                  computedMiles !== undefined
                    ? milesToDistanceInput(computedMiles, units)
                    : t('example', { value: milesToDistanceInput(12.5, units) })
                }
              />
              <TextField label={t('duration')} name="estimatedDuration" placeholder={t('durationPlaceholder')} />
            </Row>
            <Computed data-testid="computed-distance" aria-live="polite">
              {computedMiles !== undefined ? (
                <>
                  {t.rich('computed', {
                    distance: format.route(computedMiles, units),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })}{' '}
                  {values.distance.trim() ? t('distanceOverrides') : t('distanceUsed')}
                </>
              ) : (
                t('computeHint')
              )}
            </Computed>
            <Row>
              <FieldLabel>
                {t('difficulty')}
                <Select name="difficulty" value={values.difficulty} onChange={handleChange}>
                  {DIFFICULTIES.map((difficulty) => (
                    <option key={difficulty} value={difficulty}>
                      {difficultyText(t, difficulty)}
                    </option>
                  ))}
                </Select>
              </FieldLabel>
              <FieldLabel>
                {t('type')}
                <Select name="type" value={values.type} onChange={handleChange}>
                  {PILGRIMAGE_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {typeText(t, kind)}
                    </option>
                  ))}
                </Select>
              </FieldLabel>
            </Row>
          </Card>

          <Card aria-labelledby="route-heading">
            <SectionTitle id="route-heading">{t('routeHeading')}</SectionTitle>
            <PickButtons>
              <Button
                $variant={mode === 'start' ? 'primary' : 'secondary'}
                aria-pressed={mode === 'start'}
                onClick={() => setMode(mode === 'start' ? 'none' : 'start')}
              >
                {start ? t('changeStart') : t('setStart')}
              </Button>
              <Button
                $variant={mode === 'end' ? 'primary' : 'secondary'}
                aria-pressed={mode === 'end'}
                onClick={() => setMode(mode === 'end' ? 'none' : 'end')}
              >
                {end ? t('changeEnd') : t('setEnd')}
              </Button>
            </PickButtons>
            <RoutePlannerMap
              start={start}
              end={end}
              sites={sites}
              nearby={nearbyAltars}
              mode={mode}
              focus={focus}
              legs={planned?.legs}
              onPick={onPick}
              onAddAltar={(id) => {
                const altar = nearbyAltars.find((entry) => entry.id === id);
                if (altar) addSite(altar);
              }}
            />
            <Coordinates data-testid="start-coordinates">
              {t('pointAt', { marker: t('startMarker'), point: start ? formatCoordinate(start) : t('notSet') })}
            </Coordinates>
            <Coordinates data-testid="end-coordinates">
              {t('pointAt', { marker: t('endMarker'), point: end ? formatCoordinate(end) : t('notSet') })}
            </Coordinates>
            {planned && (
              <Coordinates data-testid="planned-route">
                {t('plannedRoute', {
                  distance: format.nearby(planned.distanceMeters, units),
                  minutes: format.whole(Math.max(1, Math.round(planned.durationSeconds / 60))),
                  warnings: planned.warnings
                    .map((warning) => routeWarningText(t, format, units, warning, locale === 'en-US'))
                    .join(' '),
                  attribution: knownText(t, { osmContributors: ROUTE_MESSAGES.attribution }, planned.attribution),
                })}
              </Coordinates>
            )}
          </Card>

          <SacredSitesEditor
            sites={sites}
            nearby={nearbyAltars}
            error={shown('altarIds')}
            onChange={setSites}
            onAdd={addSite}
          />

          <Card aria-labelledby="guidelines-heading">
            <SectionTitle id="guidelines-heading">{t('guidelinesHeading')}</SectionTitle>
            <Stack>
              <SeasonPicker
                value={values.bestSeasons}
                onChange={(seasons) => void setFieldValue('bestSeasons', seasons)}
              />
              <TextAreaField
                label={t('guidelines')}
                name="guidelines"
                value={values.guidelines}
                maxLength={PILGRIMAGE_LIMITS.textMax}
                placeholder={t('guidelinesPlaceholder')}
                error={shown('guidelines')}
                onChange={handleChange}
              />
              <TextAreaField
                label={t('accommodations')}
                name="accommodations"
                value={values.accommodations}
                maxLength={PILGRIMAGE_LIMITS.textMax}
                placeholder={t('accommodationsPlaceholder')}
                error={shown('accommodations')}
                onChange={handleChange}
              />
            </Stack>
          </Card>

          <Submit type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('submitting') : t('submit')}
          </Submit>
        </Form>
      </FormikProvider>
    </Page>
  );
}
