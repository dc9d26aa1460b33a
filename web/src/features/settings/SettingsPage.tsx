import { useApolloClient, useMutation } from '@apollo/client/react';
import { COMPANION_TEXTS } from '@sacred/core/companions';
import { MAP_STYLES, PROFILE_VISIBILITY, THEMES, UNITS } from '@sacred/core/enums';
import {
  formatDistance,
  LANGUAGES,
  SEARCH_RADIUS_SLIDER,
  SETTING_HINTS,
  SETTINGS_MESSAGES,
  type MapStyle,
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

const TABS = ['Notifications', 'Privacy', 'Preferences', 'Push', 'Offline', 'Account'] as const;
type Tab = (typeof TABS)[number];

const LABELS = {
  notifications: {
    pilgrimageUpdates: ['Pilgrimage Updates', SETTING_HINTS.pilgrimageUpdates],
    communityPosts: ['Community Posts', SETTING_HINTS.communityPosts],
    nearbyAltars: ['Nearby Altars', SETTING_HINTS.nearbyAltars],
    achievements: ['Achievements', SETTING_HINTS.achievements],
    emailDigest: ['Email Digest', SETTING_HINTS.emailDigest],
  },
  privacy: {
    locationSharing: ['Location Sharing', COMPANION_TEXTS.sharingHint],
    activityTracking: ['Activity Tracking', SETTING_HINTS.activityTracking],
  },
} as const;

const VISIBILITY_TEXT: Record<(typeof PROFILE_VISIBILITY)[number], string> = {
  public: 'Public: members can see your profile',
  friends: 'Friends (treated as private until friends arrive)',
  private: 'Private: only you',
};

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
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;

  label,
  .label {
    display: grid;
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

const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: transparent;
  color: ${({ theme }) => theme.colors.dangerText};

  &:hover {
    background: rgba(224, 98, 79, 0.15);
  }
`;

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        <small id={`${id}-hint`}>{unavailable ? `${hint}. ${unavailable}` : hint}</small>
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
  const choices = useStyleChoices();
  const unavailable = (choices ?? []).filter((choice) => !choice.available);
  const inUse = choices && unavailable.some((choice) => choice.style === value) ? ' The map shows Street.' : '';
  return (
    <Choice
      name="mapStyle"
      label="Map Style"
      value={value}
      options={MAP_STYLES.map((style) => {
        const off = unavailable.some((choice) => choice.style === style);
        return [style, off ? `${cap(style)} (unavailable)` : cap(style)] as const;
      })}
      disabled={unavailable.map((choice) => choice.style)}
      hint={unavailable.length > 0 ? `${unavailable.map((choice) => choice.reason).join(' ')}${inUse}` : undefined}
      onChange={onChange}
    />
  );
}

/** Time Zone: the zones this browser knows, the member's first (or the browser's until one is stored). */
function TimeZoneChoice({ value, onChange }: { value: string | null; onChange(value: string): void }) {
  const shown = value ?? browserTimeZone() ?? FALLBACK_TIME_ZONE;
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return known.includes(shown) ? known : [shown, ...known];
  }, [shown]);
  return (
    <Choice
      name="timeZone"
      label="Time Zone"
      hint={SETTING_HINTS.timeZone}
      value={shown}
      options={zones.map((zone) => [zone, zone.replaceAll('_', ' ')] as const)}
      onChange={onChange}
    />
  );
}

/** Account tab: email, password and sessions; the export download and account deletion. */
function AccountTab({ userId }: { userId: number }) {
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
      toast({ title: SETTINGS_MESSAGES.exportComplete, description: `Saved as ${name}.` });
    } catch (error) {
      console.error('The export failed', error);
      toast({ title: 'Error', description: SETTINGS_MESSAGES.exportFailed, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const remove = async () => {
    try {
      await deleteAccount();
      setConfirming(false);
      toast({ title: SETTINGS_MESSAGES.accountDeleted, description: 'Your account and personal data are gone.' });
      // The server ended the session; forget everything cached and show the signed-out state.
      await client.clearStore();
      client.writeQuery({ query: MeDocument, data: { me: null } });
      await navigate('/login', { replace: true });
    } catch (error) {
      console.error('Deleting the account failed', error);
      toast({ title: 'Error', description: SETTINGS_MESSAGES.deleteFailed, variant: 'destructive' });
    }
  };

  return (
    <>
      <AccountSecurityPanel />
      <Card aria-labelledby="export-title">
        <CardTitle id="export-title">Your Data</CardTitle>
        <Muted>Download everything you have shared as a dated JSON file.</Muted>
        <Actions>
          <Button onClick={() => void exportData()} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export My Data'}
          </Button>
        </Actions>
      </Card>
      <Card aria-labelledby="delete-title">
        <CardTitle id="delete-title">Delete Account</CardTitle>
        <Muted>
          Removes your journal, rituals, posts, comments, likes and journeys. Altars, pilgrimages and reviews stay for
          the community under a “Former member” name.
        </Muted>
        <Actions>
          <DangerButton onClick={() => setConfirming(true)}>Delete Account</DangerButton>
        </Actions>
      </Card>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        description="This cannot be undone. You will be signed out."
        confirmLabel="Delete Account"
        pendingLabel="Deleting..."
        pending={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** Settings (/settings): every change saves the full object at once. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  const { toast } = useToast();
  const { settings: saved, save, loading } = useSettings();
  const options = useSettingsOptions();
  const [draft, setDraft] = useState<UserSettings>(saved);
  const [tab, setTab] = useState<Tab>('Notifications');
  const tabsId = useId();
  useEffect(() => setDraft(saved), [saved]);

  const commit = async (next: UserSettings) => {
    setDraft(next);
    try {
      await save(next);
      toast({ title: SETTINGS_MESSAGES.updatedTitle, description: SETTINGS_MESSAGES.updatedDescription });
    } catch (error) {
      console.error('Saving the settings failed', error);
      setDraft(saved);
      toast({ title: 'Error', description: SETTINGS_MESSAGES.updateFailed, variant: 'destructive' });
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
  const radiusLabel = formatDistance(preferences.searchRadius, preferences.units);

  return (
    <Page>
      <BackLink to="/profile">
        <span aria-hidden="true">←</span> Back to Profile
      </BackLink>
      <PageTitle>Settings</PageTitle>
      <Lead>Make Sacred Spaces yours.</Lead>
      <TabList role="tablist" aria-label="Settings sections" onKeyDown={onTabKey}>
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
            {name}
          </Chip>
        ))}
      </TabList>
      <Stack role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {/* Until the saved settings arrive the defaults would show, and a tap would overwrite them. */}
        {waiting && <LoadingState label="Loading your settings..." count={1} height="18rem" />}
        {!waiting && tab === 'Notifications' && (
          <Card>
            {(Object.keys(LABELS.notifications) as Array<keyof typeof LABELS.notifications>).map((key) => (
              <Toggle
                key={key}
                label={LABELS.notifications[key][0]}
                hint={LABELS.notifications[key][1]}
                checked={notifications[key]}
                unavailable={key === 'emailDigest' ? options?.emailDigest.reason : null}
                onChange={(value) => change('notifications', { [key]: value })}
              />
            ))}
            <Muted>
              The push switches apply to every device; each device also chooses in Settings &gt; Push. A notification
              comes only when both allow it.
            </Muted>
          </Card>
        )}
        {!waiting && tab === 'Privacy' && (
          <Card>
            <Choice
              name="profileVisibility"
              label="Profile Visibility"
              value={privacy.profileVisibility}
              options={PROFILE_VISIBILITY.map((value) => [value, VISIBILITY_TEXT[value]] as const)}
              onChange={(value) => change('privacy', { profileVisibility: value })}
            />
            {(Object.keys(LABELS.privacy) as Array<keyof typeof LABELS.privacy>).map((key) => (
              <Toggle
                key={key}
                label={LABELS.privacy[key][0]}
                hint={LABELS.privacy[key][1]}
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
              label="Theme"
              hint={SETTING_HINTS.theme}
              value={preferences.theme}
              options={THEMES.map((value) => [value, cap(value)] as const)}
              onChange={(value) => change('preferences', { theme: value })}
            />
            <Choice
              name="language"
              label="Language"
              value={preferences.language}
              options={LANGUAGES.map((language) => [language.code, language.label] as const)}
              onChange={(value) => change('preferences', { language: value })}
            />
            <TimeZoneChoice
              value={preferences.timeZone}
              onChange={(value) => change('preferences', { timeZone: value })}
            />
            <Choice
              name="units"
              label="Units"
              value={preferences.units}
              options={UNITS.map((value) => [value, value === 'metric' ? 'Metric (km)' : 'Imperial (miles)'] as const)}
              onChange={(value) => change('preferences', { units: value })}
            />
            <MapStyleChoice
              value={preferences.mapStyle}
              onChange={(value) => change('preferences', { mapStyle: value })}
            />
            <Toggle
              label="Sound Effects"
              hint={SETTING_HINTS.soundEffects}
              checked={preferences.soundEffects}
              onChange={(value) => change('preferences', { soundEffects: value })}
            />
            <div>
              <Row as="div">
                <span className="label" id={`${tabsId}-radius`}>
                  Search Radius
                  <small>{SETTING_HINTS.searchRadius}</small>
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
