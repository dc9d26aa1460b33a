import { badgeSlots, type CatalogueBadge } from '@sacred/core/badges';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileOverviewQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { useFormat } from '../../i18n/format';
import { badgeText } from './badgeText';
import { useProfileText } from './messages';

/**
 * Three slots a row, as long as each name's longest word fits its slot: a slot never shrinks below its
 * words (German has long ones), so a row that cannot hold three wraps, and the slots of a row share its width.
 */
const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    flex: 1 0 calc((100% - 2 * ${({ theme }) => theme.space.sm}) / 3 - 0.1px);
  }
`;

const Slot = styled.button<{ $earned: boolean; $color: string }>`
  display: grid;
  justify-items: center;
  gap: 6px;
  width: 100%;
  min-height: 104px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $earned, $color }) => ($earned ? $color : theme.colors.forest600)};
  background: ${({ theme, $earned }) => ($earned ? theme.colors.forest700 : theme.colors.forest800)};
  color: ${({ theme, $earned }) => ($earned ? theme.colors.moonlight : theme.colors.mist)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  /* Dimmed when locked; on the light theme's pale ground the dimmed text would lose its contrast. */
  opacity: ${({ theme, $earned }) => ($earned || theme.mode === 'light' ? 1 : 0.7)};
`;

const Medal = styled.span<{ $earned: boolean; $color: string }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ $earned, $color }) => ($earned ? $color : 'transparent')};
  border: 2px ${({ $earned }) => ($earned ? 'solid' : 'dashed')} ${({ $color }) => $color};
  color: #fff;
`;

const Requirements = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: 1.2rem;
  color: ${({ theme }) => theme.colors.mist};
`;

const Reward = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.amberBright};
`;

const ICONS: Record<string, string> = {
  leaf: 'M6 18c8 0 12-5 12-12-8 0-12 4-12 12Zm0 0 7-7',
  footprints: 'M8 4c2 0 2 4 1 6H6C5 8 6 4 8 4Zm8 6c2 0 3 4 2 6h-3c-1-2-1-6 1-6ZM6 12h3v2H6zm9 6h3v2h-3z',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9c0-3 3-5 6-5s6 2 6 5m1-9a3 3 0 1 0 0-6m2 15c0-2-1-4-3-5',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3 6-2 4-4 2 2-4 4-2Z',
  mountain: 'M3 19 10 7l3 5 2-3 6 10H3Z',
};

function BadgeIcon({ icon, locked }: { icon: string; locked: boolean }) {
  const path = locked ? 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z' : (ICONS[icon] ?? ICONS.leaf);
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

type Catalogue = ProfileOverviewQuery['badgeCatalogue'];
type Earned = ProfileOverviewQuery['memberBadges'];

interface Selected {
  badge: CatalogueBadge;
  earned: boolean;
}

/** Sacred Badges: six slots, earned first, with a detail dialog; locked ones point where to earn them. */
export function BadgeGrid({ catalogue, earned }: { catalogue: Catalogue; earned: Earned }) {
  const t = useProfileText();
  const f = useFormat();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const [selected, setSelected] = useState<Selected | null>(null);
  const slots = badgeSlots(earned.map((badge) => badge.name));
  const details = (name: string) => catalogue.find((badge) => badge.name === name);
  const earnedAt = (name: string) => earned.find((badge) => badge.name === name)?.earnedAt;
  const current = selected ? details(selected.badge.name) : undefined;
  const when = selected ? earnedAt(selected.badge.name) : undefined;

  return (
    <>
      <Grid aria-label={t('sacredBadges')}>
        {slots.map(({ badge, earned: isEarned }) => (
          <li key={badge.key}>
            <Slot
              $earned={isEarned}
              $color={badge.color}
              onClick={() => setSelected({ badge, earned: isEarned })}
              aria-label={t(isEarned ? 'badgeEarnedLabel' : 'badgeLockedLabel', { name: badgeText(t, badge.name) })}
              data-testid="badge-slot"
            >
              <Medal $earned={isEarned} $color={badge.color}>
                <BadgeIcon icon={badge.icon} locked={!isEarned} />
              </Medal>
              {badgeText(t, badge.name)}
            </Slot>
          </li>
        ))}
      </Grid>
      <Dialog open={selected !== null} onClose={() => setSelected(null)} labelledBy={titleId} describedBy={textId}>
        {selected && (
          <>
            <DialogTitle id={titleId}>{badgeText(t, selected.badge.name)}</DialogTitle>
            <DialogText id={textId}>
              {badgeText(t, current?.description ?? selected.badge.description)}
              {selected.earned && when && <> {t('earnedOn', { date: f.date(when, { dateStyle: 'medium' }) })}</>}
              {!selected.earned && ` ${t('notEarned')}`}
            </DialogText>
            <Requirements aria-label={t('requirements')}>
              {(current?.requirements ?? selected.badge.requirements).map((line) => (
                <li key={line}>{badgeText(t, line)}</li>
              ))}
            </Requirements>
            <Reward>{t('reward', { xp: selected.badge.rewardXp })}</Reward>
            <DialogActions>
              <Button $variant="secondary" onClick={() => setSelected(null)}>
                {t('close')}
              </Button>
              {!selected.earned && (
                <Button
                  onClick={() => {
                    const path = selected.badge.lockedPath;
                    setSelected(null);
                    void navigate(path);
                  }}
                >
                  {badgeText(t, selected.badge.lockedAction)}
                </Button>
              )}
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
