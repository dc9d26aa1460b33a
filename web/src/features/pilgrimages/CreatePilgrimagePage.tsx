import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DIFFICULTIES, PILGRIMAGE_KINDS, SEASONS } from '@sacred/core/enums';
import {
  capitalize,
  CREATE_MAP_VIEW,
  GPX_MESSAGES,
  PILGRIMAGE_DEFAULTS,
  PILGRIMAGE_LIMITS,
  PILGRIMAGE_MESSAGES,
  pilgrimageCreateSchema,
  pilgrimageTypeLabel,
  preselectedAltarIds,
  toDistanceInput,
} from '@sacred/core/pilgrimages';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { useToast } from '../../app/toasts/toastContext';
import {
  CreatePilgrimageDocument,
  PlanningAltarDocument,
  PlanningAltarsNearDocument,
  RouteDistanceDocument,
} from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FieldError, TextField } from '../../ui/Form';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from '../accounts/apiError';
import { RoutePlannerMap, type PickMode, type PlannerPoint } from './RoutePlannerMap';
import { SacredSitesEditor, type SiteChoice } from './SacredSitesEditor';
import { BackLink, Muted, SectionTitle } from './styles';
import { FieldLabel } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { Stack } from '../../ui/Stack';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { HttpError, postForm } from '../../app/http';
import { useViewerPosition } from '../altars/useViewerPosition';
import { lastMapView } from '../map/lastMapView';

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

const Seasons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Toggle = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $on }) => ($on ? theme.colors.amber : theme.colors.forest900)};
  color: ${({ theme, $on }) => ($on ? theme.colors.night : theme.colors.moonlight)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Computed = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};

  strong {
    color: ${({ theme }) => theme.colors.amberBright};
  }
`;

const FileInput = styled.input`
  font: inherit;
  color: ${({ theme }) => theme.colors.mist};
`;

const Submit = styled(Button)`
  width: 100%;
`;

interface FormState {
  name: string;
  description: string;
  distance: string;
  estimatedDuration: string;
  difficulty: string;
  type: string;
  startingPoint: string;
  endingPoint: string;
  guidelines: string;
  accommodations: string;
  bestSeasons: string[];
}

const INITIAL: FormState = {
  name: '',
  description: '',
  distance: '',
  estimatedDuration: '',
  difficulty: PILGRIMAGE_DEFAULTS.difficulty,
  type: PILGRIMAGE_DEFAULTS.type,
  startingPoint: '',
  endingPoint: '',
  guidelines: '',
  accommodations: '',
  bestSeasons: [],
};

type Errors = Record<string, string>;

interface GpxPrefillAnswer {
  name: string;
  description: string;
  startingPoint: string;
  endingPoint: string;
  startingLatitude: number | null;
  startingLongitude: number | null;
  endingLatitude: number | null;
  endingLongitude: number | null;
  distance: number | null;
  sites: SiteChoice[];
  unmatchedWaypoints: unknown[];
}

const formatCoordinate = (point: PlannerPoint) => `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`;

/** /create-pilgrimage: details, parameters, route planning, sites, guidelines. */
export function CreatePilgrimagePage() {
  useDocumentTitle(PILGRIMAGE_MESSAGES.submit);
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const [form, setForm] = useState<FormState>(INITIAL);
  const [errors, setErrors] = useState<Errors>({});
  const [start, setStart] = useState<PlannerPoint | null>(null);
  const [end, setEnd] = useState<PlannerPoint | null>(null);
  const [mode, setMode] = useState<PickMode>('none');
  const [sites, setSites] = useState<SiteChoice[]>([]);
  // The planner opens where the member is, else where they last looked on the map home.
  const [focus, setFocus] = useState<PlannerPoint | null>(() => lastMapView());
  const viewer = useViewerPosition();
  const routeFocused = useRef(false);
  const [gpxNote, setGpxNote] = useState<string>('');
  const [importing, setImporting] = useState(false);
  const [create, { loading: creating }] = useMutation(CreatePilgrimageDocument);
  const formRef = useRef<HTMLFormElement>(null);
  // Each submit that ends with errors brings the first of them, as the page shows them, into view.
  const [submitCount, setSubmitCount] = useState(0);
  useFocusFirstError(formRef, submitCount, false, Object.keys(errors).length);

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
        setForm((current) => ({
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
  }, [preselected, client]);

  useEffect(() => {
    if (viewer && preselected.length === 0 && !routeFocused.current) setFocus(viewer);
  }, [viewer, preselected]);

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

  const set = (key: keyof FormState) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

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

  const importGpx = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    setGpxNote('');
    try {
      const body = new FormData();
      body.append('file', file);
      let answer: GpxPrefillAnswer;
      try {
        answer = await postForm<GpxPrefillAnswer>('/api/pilgrimages/gpx', body);
      } catch (refused) {
        if (!(refused instanceof HttpError)) throw refused;
        setGpxNote(refused.message || GPX_MESSAGES.malformed);
        return;
      }
      setForm((current) => ({
        ...current,
        name: current.name || answer.name,
        description: current.description || answer.description,
        startingPoint: answer.startingPoint || current.startingPoint,
        endingPoint: answer.endingPoint || current.endingPoint,
        distance: answer.distance === null ? current.distance : String(answer.distance),
      }));
      if (answer.startingLatitude !== null && answer.startingLongitude !== null) {
        const point = { latitude: answer.startingLatitude, longitude: answer.startingLongitude };
        setStart(point);
        routeFocused.current = true;
        setFocus(point);
      }
      if (answer.endingLatitude !== null && answer.endingLongitude !== null) {
        setEnd({ latitude: answer.endingLatitude, longitude: answer.endingLongitude });
      }
      if (answer.sites.length > 0) setSites(answer.sites);
      setGpxNote(
        `Imported ${file.name}: ${answer.sites.length} sacred site(s) matched` +
          (answer.unmatchedWaypoints.length > 0
            ? `, ${answer.unmatchedWaypoints.length} waypoint(s) with no altar within 200 m.`
            : '.'),
      );
    } catch (error) {
      console.error('GPX import failed', error);
      setGpxNote('The GPX file could not be imported. Please try again.');
    } finally {
      setImporting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const distance = toDistanceInput(form.distance);
    const input = {
      name: form.name,
      description: form.description,
      altarIds: sites.map((site) => site.id),
      distance,
      estimatedDuration: form.estimatedDuration,
      difficulty: form.difficulty,
      type: form.type,
      startingPoint: form.startingPoint,
      endingPoint: form.endingPoint,
      startingLatitude: start?.latitude ?? 0,
      startingLongitude: start?.longitude ?? 0,
      endingLatitude: end?.latitude ?? 0,
      endingLongitude: end?.longitude ?? 0,
      guidelines: form.guidelines,
      bestSeasons: form.bestSeasons,
      accommodations: form.accommodations,
    };
    const found: Errors = {};
    try {
      await pilgrimageCreateSchema.validate(input, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const issue of error.inner) if (issue.path) found[issue.path] ??= issue.message;
    }
    // No distance typed: the route's computed distance is used, so the route must have one.
    if (distance === undefined && !found.distance && !(computedMiles !== undefined && computedMiles >= 0.1)) {
      found.distance = PILGRIMAGE_MESSAGES.distancePositive;
    }
    setErrors(found);
    setSubmitCount((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    try {
      await create({
        variables: { input },
        update(cache) {
          cache.evict({ fieldName: 'browsePilgrimages' });
          cache.evict({ fieldName: 'pilgrimages' });
          cache.gc();
        },
      });
      toast({ title: PILGRIMAGE_MESSAGES.createdTitle, description: PILGRIMAGE_MESSAGES.createdDescription });
      void navigate('/pilgrimages');
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      setErrors(fieldErrors);
      setSubmitCount((count) => count + 1);
      toast({
        title: PILGRIMAGE_MESSAGES.errorTitle,
        description: PILGRIMAGE_MESSAGES.createFailed,
        variant: 'destructive',
      });
    }
  };

  const toggleSeason = (season: string) =>
    setForm((current) => ({
      ...current,
      bestSeasons: current.bestSeasons.includes(season)
        ? current.bestSeasons.filter((entry) => entry !== season)
        : SEASONS.filter((entry) => entry === season || current.bestSeasons.includes(entry)),
    }));

  return (
    <Page>
      <BackLink to="/pilgrimages">
        <span aria-hidden="true">←</span> Back
      </BackLink>
      <PageTitle>Create Sacred Journey</PageTitle>
      <Lead>{PILGRIMAGE_MESSAGES.reviewNote}</Lead>
      <Form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Card aria-labelledby="gpx-heading">
          <SectionTitle id="gpx-heading">Import a GPX route</SectionTitle>
          <Muted>
            Fill the route from a GPX file: its track sets start, end and distance; its waypoints near altars become
            sacred sites.
          </Muted>
          <FieldLabel>
            GPX file
            <FileInput
              type="file"
              name="gpx"
              accept=".gpx,application/gpx+xml,application/xml,text/xml"
              disabled={importing}
              onChange={(event) => void importGpx(event.target.files?.[0])}
            />
          </FieldLabel>
          {gpxNote && (
            <Muted role="status" data-testid="gpx-note">
              {gpxNote}
            </Muted>
          )}
        </Card>

        <Card aria-labelledby="details-heading">
          <SectionTitle id="details-heading">Journey Details</SectionTitle>
          <TextField
            label="Journey name"
            name="name"
            value={form.name}
            maxLength={PILGRIMAGE_LIMITS.nameMax}
            error={errors.name}
            onChange={(event) => set('name')(event.target.value)}
          />
          <FieldLabel>
            Description
            <TextArea
              name="description"
              value={form.description}
              $invalid={Boolean(errors.description)}
              aria-invalid={errors.description ? true : undefined}
              maxLength={PILGRIMAGE_LIMITS.descriptionMax}
              onChange={(event) => set('description')(event.target.value)}
            />
          </FieldLabel>
          {errors.description && <FieldError data-field-error="description">{errors.description}</FieldError>}
          <Row>
            <TextField
              label="Starting point"
              name="startingPoint"
              value={form.startingPoint}
              error={errors.startingPoint}
              onChange={(event) => set('startingPoint')(event.target.value)}
            />
            <TextField
              label="Ending point"
              name="endingPoint"
              value={form.endingPoint}
              error={errors.endingPoint}
              onChange={(event) => set('endingPoint')(event.target.value)}
            />
          </Row>
        </Card>

        <Card aria-labelledby="parameters-heading">
          <SectionTitle id="parameters-heading">Journey Parameters</SectionTitle>
          <Row>
            <TextField
              label="Distance (miles)"
              name="distance"
              inputMode="decimal"
              placeholder={computedMiles !== undefined ? String(computedMiles) : 'e.g. 12.5'}
              value={form.distance}
              error={errors.distance}
              onChange={(event) => set('distance')(event.target.value)}
            />
            <TextField
              label="Duration"
              name="estimatedDuration"
              placeholder="e.g. 3-4 days"
              value={form.estimatedDuration}
              error={errors.estimatedDuration}
              onChange={(event) => set('estimatedDuration')(event.target.value)}
            />
          </Row>
          <Computed data-testid="computed-distance" aria-live="polite">
            {computedMiles !== undefined ? (
              <>
                Computed from your route: <strong>{computedMiles} miles</strong>.{' '}
                {form.distance.trim() ? 'Your distance overrides it.' : 'Used unless you enter a distance.'}
              </>
            ) : (
              'Set a start, an end or sacred sites to compute the distance.'
            )}
          </Computed>
          <Row>
            <FieldLabel>
              Difficulty
              <Select
                name="difficulty"
                value={form.difficulty}
                onChange={(event) => set('difficulty')(event.target.value)}
              >
                {DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {capitalize(difficulty)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
            <FieldLabel>
              Type
              <Select name="type" value={form.type} onChange={(event) => set('type')(event.target.value)}>
                {PILGRIMAGE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {pilgrimageTypeLabel(kind)}
                  </option>
                ))}
              </Select>
            </FieldLabel>
          </Row>
        </Card>

        <Card aria-labelledby="route-heading">
          <SectionTitle id="route-heading">Route Planning</SectionTitle>
          <PickButtons>
            <Button
              $variant={mode === 'start' ? 'primary' : 'secondary'}
              aria-pressed={mode === 'start'}
              onClick={() => setMode(mode === 'start' ? 'none' : 'start')}
            >
              {start ? 'Change Start Point' : 'Set Start Point'}
            </Button>
            <Button
              $variant={mode === 'end' ? 'primary' : 'secondary'}
              aria-pressed={mode === 'end'}
              onClick={() => setMode(mode === 'end' ? 'none' : 'end')}
            >
              {end ? 'Change End Point' : 'Set End Point'}
            </Button>
          </PickButtons>
          <RoutePlannerMap
            start={start}
            end={end}
            sites={sites}
            nearby={nearbyAltars}
            mode={mode}
            focus={focus}
            onPick={onPick}
            onAddAltar={(id) => {
              const altar = nearbyAltars.find((entry) => entry.id === id);
              if (altar) addSite(altar);
            }}
          />
          <Coordinates data-testid="start-coordinates">
            {PILGRIMAGE_MESSAGES.startMarker}: {start ? formatCoordinate(start) : 'not set'}
          </Coordinates>
          <Coordinates data-testid="end-coordinates">
            {PILGRIMAGE_MESSAGES.endMarker}: {end ? formatCoordinate(end) : 'not set'}
          </Coordinates>
        </Card>

        <SacredSitesEditor
          sites={sites}
          nearby={nearbyAltars}
          error={errors.altarIds}
          onChange={setSites}
          onAdd={addSite}
        />

        <Card aria-labelledby="guidelines-heading">
          <SectionTitle id="guidelines-heading">Guidelines &amp; Accommodations</SectionTitle>
          <Stack>
            <div>
              <Muted id="seasons-label">Best seasons</Muted>
              <Seasons role="group" aria-labelledby="seasons-label">
                {SEASONS.map((season) => (
                  <Toggle
                    key={season}
                    $on={form.bestSeasons.includes(season)}
                    aria-pressed={form.bestSeasons.includes(season)}
                    onClick={() => toggleSeason(season)}
                  >
                    {capitalize(season)}
                  </Toggle>
                ))}
              </Seasons>
            </div>
            <FieldLabel>
              Guidelines
              <TextArea
                name="guidelines"
                value={form.guidelines}
                maxLength={PILGRIMAGE_LIMITS.textMax}
                placeholder="Leave no trace, keep silence near the altars..."
                onChange={(event) => set('guidelines')(event.target.value)}
              />
            </FieldLabel>
            <FieldLabel>
              Accommodations
              <TextArea
                name="accommodations"
                value={form.accommodations}
                maxLength={PILGRIMAGE_LIMITS.textMax}
                placeholder="Campgrounds, inns, hostels along the way..."
                onChange={(event) => set('accommodations')(event.target.value)}
              />
            </FieldLabel>
          </Stack>
        </Card>

        <Submit type="submit" disabled={creating}>
          {creating ? PILGRIMAGE_MESSAGES.submitting : PILGRIMAGE_MESSAGES.submit}
        </Submit>
      </Form>
    </Page>
  );
}
