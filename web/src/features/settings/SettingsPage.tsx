import { useApolloClient, useMutation } from '@apollo/client/react';
import { MAP_STYLES, PROFILE_VISIBILITY, THEMES, UNITS } from '@sacred/core/enums';
import { METERS_PER_MILE } from '@sacred/core/limits';
import {
  LANGUAGES,
  SEARCH_RADIUS_SLIDER,
  type Language,
  type MapStyle,
  type Theme,
  type Units,
  type UserSettings,
} from '@sacred/core/settings';
import { browserTimeZone, FALLBACK_TIME_ZONE } from '@sacred/core/time-zone';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import { DeleteAccountDocument, MeDocument } from '../../gql/graphql';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Card, CardTitle } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { Stack } from '../../ui/Stack';
import { LoadingState } from '../../ui/States';
import { AccountSecurityPanel } from '../accounts/AccountSecurityPanel';
import { useStyleChoices } from '../map/basemap/useStyleChoices';
import { OfflineSettingsPanel } from '../offline/OfflineSettingsPanel';
import { PushSettingsPanel } from '../push/PushSettingsPanel';
import { useSettings, useSettingsOptions } from './useSettings';
import { Select as BaseSelect } from '../../ui/Select';
import { download } from '../../app/http';
import { Input } from '../../ui/Field';
import { useFormat, type Formatters } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { setLanguageChoice } from '../../i18n/languageChoice';
import { namespaceText, type Text } from '../../i18n/useText';
import { readApiError } from '../accounts/apiError';
import { SERVER_TEXTS } from './serverTexts';
import type english from './messages/en';
import { useSettingsText } from './messages';

const TABS = ['Notifications', 'Privacy', 'Preferences', 'Push', 'Offline', 'Account'] as const;
type Tab = (typeof TABS)[number];

type SettingsKey = keyof typeof english;
type SettingsText = Text<typeof english>;

const TAB_TEXT: Record<Tab, SettingsKey> = {
  Notifications: 'tabNotifications',
  Privacy: 'tabPrivacy',
  Preferences: 'tabPreferences',
  Push: 'tabPush',
  Offline: 'tabOffline',
  Account: 'tabAccount',
};

/** Each switch's label and hint keys: the hint is the key with `Hint`. */
const LABELS = {
  notifications: ['pilgrimageUpdates', 'communityPosts', 'nearbyAltars', 'achievements', 'emailDigest'],
  privacy: ['locationSharing', 'activityTracking'],
} as const;

const VISIBILITY_TEXT: Record<(typeof PROFILE_VISIBILITY)[number], SettingsKey> = {
  public: 'visibilityPublic',
  friends: 'visibilityFriends',
  private: 'visibilityPrivate',
};

const THEME_TEXT: Record<Theme, SettingsKey> = { dark: 'themeDark', light: 'themeLight', auto: 'themeAuto' };

const MAP_STYLE_TEXT: Record<MapStyle, SettingsKey> = {
  street: 'mapStyleStreet',
  terrain: 'mapStyleTerrain',
  satellite: 'mapStyleSatellite',
};

/** A distance as core's formatDistance writes it (m/km, ft/mi, the same rounding), its number in the locale. */
function localDistance(format: Formatters, meters: number, units: Units): string {
  const number = (value: number, digits: number) =>
    format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  if (units === 'imperial') {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return `${number(Math.round(meters * 3.28084), 0)} ft`;
    return `${miles < 10 ? number(miles, 1) : number(Math.round(miles), 0)} mi`;
  }
  if (meters < 1000) return `${number(Math.round(meters), 0)} m`;
  const km = meters / 1000;
  return `${km < 10 ? number(km, 1) : number(Math.round(km), 0)} km`;
}

/** A text the API sent, in the member's language when Settings knows it. */
const serverText = (t: SettingsText, received: string) => knownText(t, SERVER_TEXTS, received);

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 -${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  padding: 2px ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scrollbar-width: none;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;

  /* A long hint grows the label's column and moves the control below it; no word of the label breaks. */
  label,
  .label {
    display: grid;
    flex: 1 1 10rem;
    gap: 2px;
    font-weight: 600;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.mist};
  }
`;

const Switch = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  flex: none;
  appearance: none;
  position: relative;
  width: 48px;
  height: 28px;
  margin: 0;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.forest600};
  cursor: pointer;
  transition: background 120ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.moonlight};
    transition: transform 120ms ease;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.amber};
  }
  &:checked::after {
    transform: translateX(20px);
  }
`;

const Select = styled(BaseSelect)`
  width: auto;
  max-width: 60%;
  min-height: 44px;
`;

const Slider = styled.input.attrs({ type: 'range' })`
  width: 100%;
  height: 44px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.amber};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ZoneSearch = styled.div`
  display: grid;
  gap: 4px;
  padding-bottom: ${({ theme }) => theme.space.sm};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mist};
  }
  small {
    min-height: 1em;
    color: ${({ theme }) => theme.colors.mist};
  }
`;

const ZoneError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: transparent;
  color: ${({ theme }) => theme.colors.dangerText};

  &:hover {
    background: rgba(224, 98, 79, 0.15);
  }
`;

function Toggle({
  label,
  hint,
  checked,
  onChange,
  unavailable,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(value: boolean): void;
  /** Why this server cannot honour the switch: shown, and the switch cannot be turned on. */
  unavailable?: string | null;
}) {
  const t = useSettingsText();
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        <small id={`${id}-hint`}>{unavailable ? t('hintWithReason', { hint, reason: unavailable }) : hint}</small>
      </label>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={Boolean(unavailable) && !checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Row>
  );
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
  hint,
  disabled = [],
}: {
  label: ReactNode;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange(value: T): void;
  name: string;
  /** Shown under the label and read with the field (e.g. why some options are unavailable). */
  hint?: ReactNode;
  /** Options shown but not selectable. */
  disabled?: readonly T[];
}) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        {hint && <small id={`${id}-hint`}>{hint}</small>}
      </label>
      <Select
        id={id}
        name={name}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option} disabled={disabled.includes(option)}>
            {text}
          </option>
        ))}
      </Select>
    </Row>
  );
}

/** Map Style: the styles this server cannot draw are shown disabled, with the reason under the label. */
function MapStyleChoice({ value, onChange }: { value: MapStyle; onChange(value: MapStyle): void }) {
  const t = useSettingsText();
  const choices = useStyleChoices();
  const unavailable = (choices ?? []).filter((choice) => !choice.available);
  const inUse = choices && unavailable.some((choice) => choice.style === value) ? ` ${t('mapShowsStreet')}` : '';
  return (
    <Choice
      name="mapStyle"
      label={t('mapStyle')}
      value={value}
      options={MAP_STYLES.map((style) => {
        const off = unavailable.some((choice) => choice.style === style);
        const name = t(MAP_STYLE_TEXT[style]);
        return [style, off ? t('mapStyleUnavailable', { style: name }) : name] as const;
      })}
      disabled={unavailable.map((choice) => choice.style)}
      hint={
        unavailable.length > 0
          ? `${unavailable.map((choice) => serverText(t, choice.reason ?? '')).join(' ')}${inUse}`
          : undefined
      }
      onChange={onChange}
    />
  );
}

/** How a zone reads in the list: "America/New York". */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** A zone matches a search when every word typed is in its name ("york", "new york", "america/new"). */
function zoneMatches(zone: string, search: string): boolean {
  const name = zoneLabel(zone).toLowerCase();
  return search
    .toLowerCase()
    .replaceAll('_', ' ')
    .split(/\s+/)
    .every((word) => name.includes(word));
}

/**
 * Time Zone: the zones this browser knows, the member's first (or the browser's until one is stored), with a
 * search field under the list that narrows it (the chosen zone always stays in it). A zone the server refuses
 * (PostgreSQL must know it too) is said under the list.
 */
function TimeZoneChoice({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: string | null;
  onChange(value: string): void;
}) {
  const t = useSettingsText();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const shown = value ?? browserTimeZone() ?? FALLBACK_TIME_ZONE;
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(shown) ? known : [shown, ...known];
  }, [shown]);
  const query = search.trim();
  const found = useMemo(() => (query ? zones.filter((zone) => zoneMatches(zone, query)) : zones), [zones, query]);
  const listed = found.includes(shown) ? found : [shown, ...found];
  return (
    <div>
      <Choice
        name="timeZone"
        label={t('timeZone')}
        hint={t('timeZoneHint')}
        value={shown}
        options={listed.map((zone) => [zone, zoneLabel(zone)] as const)}
        onChange={onChange}
      />
      <ZoneSearch>
        <label htmlFor={searchId}>{t('timeZoneSearch')}</label>
        <Input
          id={searchId}
          type="search"
          name="timeZoneSearch"
          autoComplete="off"
          placeholder={t('timeZoneSearchPlaceholder')}
          value={search}
          aria-describedby={`${searchId}-count`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <small id={`${searchId}-count`} aria-live="polite">
          {query ? t('timeZoneMatches', { count: found.length }) : ''}
        </small>
      </ZoneSearch>
      {error && (
        <ZoneError role="alert" data-testid="time-zone-error">
          {error}
        </ZoneError>
      )}
    </div>
  );
}

/** Account tab: email, password and sessions; the export download and account deletion. */
function AccountTab({ userId }: { userId: number }) {
  const t = useSettingsText();
  const { toast } = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { loading: deleting }] = useMutation(DeleteAccountDocument);

  const exportData = async () => {
    setExporting(true);
    try {
      const name = await download(
        `/api/users/${userId}/export`,
        `sacred-spaces-export-${new Date().toISOString().slice(0, 10)}.json`,
      );
      toast({ title: t('exportComplete'), description: t('savedAs', { name }) });
    } catch (error) {
      console.error('The export failed', error);
      toast({ title: t('error'), description: t('exportFailed'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const remove = async () => {
    try {
      await deleteAccount();
      setConfirming(false);
      toast({ title: t('accountDeleted'), description: t('accountDeletedDescription') });
      // The server ended the session; forget everything cached and show the signed-out state.
      await client.clearStore();
      client.writeQuery({ query: MeDocument, data: { me: null } });
      await navigate('/login', { replace: true });
    } catch (error) {
      console.error('Deleting the account failed', error);
      toast({ title: t('error'), description: t('deleteFailed'), variant: 'destructive' });
    }
  };

  return (
    <>
      <AccountSecurityPanel />
      <Card aria-labelledby="export-title">
        <CardTitle id="export-title">{t('yourData')}</CardTitle>
        <Muted>{t('yourDataLead')}</Muted>
        <Actions>
          <Button onClick={() => void exportData()} disabled={exporting}>
            {exporting ? t('exporting') : t('exportData')}
          </Button>
        </Actions>
      </Card>
      <Card aria-labelledby="delete-title">
        <CardTitle id="delete-title">{t('deleteAccount')}</CardTitle>
        <Muted>{t('deleteAccountLead')}</Muted>
        <Actions>
          <DangerButton onClick={() => setConfirming(true)}>{t('deleteAccount')}</DangerButton>
        </Actions>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={t('deleteConfirmTitle')}
        description={t('deleteConfirmText')}
        confirmLabel={t('deleteAccount')}
        pendingLabel={t('deleting')}
        cancelLabel={t('cancel')}
        pending={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

const settingsText = namespaceText<typeof english>('settings');

const languageLabel = (code: Language) => LANGUAGES.find((language) => language.code === code)?.label ?? code;

/**
 * Settings (/settings): every change saves the full object at once. A new Language applies at once, before
 * the save answers; if the save fails the app goes back to the saved language and says so in it.
 */
export function SettingsPage() {
  const t = useSettingsText();
  const format = useFormat();
  useDocumentTitle(t('documentTitle'));
  const { user } = useAuth();
  const { toast } = useToast();
  const { settings: saved, save, loading } = useSettings();
  const options = useSettingsOptions();
  const [draft, setDraft] = useState<UserSettings>(saved);
  const [tab, setTab] = useState<Tab>('Notifications');
  const [zoneError, setZoneError] = useState<string | null>(null);
  const tabsId = useId();
  useEffect(() => setDraft(saved), [saved]);

  const commit = async (next: UserSettings) => {
    setDraft(next);
    const language = next.preferences.language;
    const switching = language !== saved.preferences.language;
    // The new language shows while it is being saved (its texts are fetched first, then the screen changes).
    const shown = switching ? setLanguageChoice(language) : Promise.resolve();
    try {
      await save(next);
      setZoneError(null);
      await shown;
      // Said in the language now displayed: the new one once it is saved.
      toast({ title: settingsText('updatedTitle'), description: settingsText('updatedDescription') });
    } catch (error) {
      console.error('Saving the settings failed', error);
      setDraft(saved);
      if (switching) {
        const back = saved.preferences.language;
        await setLanguageChoice(back);
        toast({
          title: settingsText('error'),
          description: settingsText('languageNotSaved', { language: languageLabel(back) }),
          variant: 'destructive',
        });
        return;
      }
      const { fieldErrors } = readApiError(error);
      const refused = fieldErrors['preferences.timeZone'];
      setZoneError(refused ? serverText(t, refused) : null);
      toast({ title: t('error'), description: t('updateFailed'), variant: 'destructive' });
    }
  };
  const change = <G extends keyof UserSettings>(group: G, values: Partial<UserSettings[G]>) =>
    void commit({ ...draft, [group]: { ...draft[group], ...values } });

  // The slider saves when released, not on every step.
  const commitRadius = () => {
    if (draft.preferences.searchRadius !== saved.preferences.searchRadius) void commit(draft);
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] ?? tab;
    setTab(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  if (!user) return null;
  const { notifications, privacy, preferences } = draft;
  const waiting = loading && (tab === 'Notifications' || tab === 'Privacy' || tab === 'Preferences');
  const radiusLabel = localDistance(format, preferences.searchRadius, preferences.units);
  const digestReason = options?.emailDigest.reason;

  return (
    <Page>
      <BackLink to="/profile">
        <span aria-hidden="true">←</span> {t('backToProfile')}
      </BackLink>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <TabList role="tablist" aria-label={t('sections')} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <Chip
            key={name}
            id={`${tabsId}-${name}`}
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${tabsId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            $active={tab === name}
            onClick={() => setTab(name)}
          >
            {t(TAB_TEXT[name])}
          </Chip>
        ))}
      </TabList>
      <Stack role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {/* Until the saved settings arrive the defaults would show, and a tap would overwrite them. */}
        {waiting && <LoadingState label={t('loading')} count={1} height="18rem" />}
        {!waiting && tab === 'Notifications' && (
          <Card>
            {LABELS.notifications.map((key) => (
              <Toggle
                key={key}
                label={t(key)}
                hint={t(`${key}Hint`)}
                checked={notifications[key]}
                unavailable={key === 'emailDigest' && digestReason ? serverText(t, digestReason) : null}
                onChange={(value) => change('notifications', { [key]: value })}
              />
            ))}
            <Muted>{t('pushNote')}</Muted>
          </Card>
        )}
        {!waiting && tab === 'Privacy' && (
          <Card>
            <Choice
              name="profileVisibility"
              label={t('profileVisibility')}
              value={privacy.profileVisibility}
              options={PROFILE_VISIBILITY.map((value) => [value, t(VISIBILITY_TEXT[value])] as const)}
              onChange={(value) => change('privacy', { profileVisibility: value })}
            />
            {LABELS.privacy.map((key) => (
              <Toggle
                key={key}
                label={t(key)}
                hint={t(`${key}Hint`)}
                checked={privacy[key]}
                onChange={(value) => change('privacy', { [key]: value })}
              />
            ))}
          </Card>
        )}
        {!waiting && tab === 'Preferences' && (
          <Card>
            <Choice
              name="theme"
              label={t('theme')}
              hint={t('themeHint')}
              value={preferences.theme}
              options={THEMES.map((value) => [value, t(THEME_TEXT[value])] as const)}
              onChange={(value) => change('preferences', { theme: value })}
            />
            <Choice
              name="language"
              label={t('language')}
              value={preferences.language}
              options={LANGUAGES.map((language) => [language.code, language.label] as const)}
              onChange={(value) => change('preferences', { language: value })}
            />
            <TimeZoneChoice
              value={preferences.timeZone}
              error={zoneError}
              onChange={(value) => change('preferences', { timeZone: value })}
            />
            <Choice
              name="units"
              label={t('units')}
              value={preferences.units}
              options={UNITS.map(
                (value) => [value, value === 'metric' ? t('unitsMetric') : t('unitsImperial')] as const,
              )}
              onChange={(value) => change('preferences', { units: value })}
            />
            <MapStyleChoice
              value={preferences.mapStyle}
              onChange={(value) => change('preferences', { mapStyle: value })}
            />
            <Toggle
              label={t('soundEffects')}
              hint={t('soundEffectsHint')}
              checked={preferences.soundEffects}
              onChange={(value) => change('preferences', { soundEffects: value })}
            />
            <div>
              <Row as="div">
                <span className="label" id={`${tabsId}-radius`}>
                  {t('searchRadius')}
                  <small>{t('searchRadiusHint')}</small>
                </span>
                <strong data-testid="search-radius">{radiusLabel}</strong>
              </Row>
              <Slider
                aria-labelledby={`${tabsId}-radius`}
                aria-valuetext={radiusLabel}
                min={SEARCH_RADIUS_SLIDER.min}
                max={SEARCH_RADIUS_SLIDER.max}
                step={SEARCH_RADIUS_SLIDER.step}
                value={preferences.searchRadius}
                onChange={(event) =>
                  setDraft({ ...draft, preferences: { ...preferences, searchRadius: Number(event.target.value) } })
                }
                onPointerUp={commitRadius}
                onKeyUp={commitRadius}
              />
            </div>
          </Card>
        )}
        {tab === 'Push' && <PushSettingsPanel userId={user.id} />}
        {tab === 'Offline' && <OfflineSettingsPanel userId={user.id} />}
        {tab === 'Account' && <AccountTab userId={user.id} />}
      </Stack>
    </Page>
  );
}
