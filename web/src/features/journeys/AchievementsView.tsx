import { useEffect, useState } from 'react';
import { useAuth } from '../../app/authContext';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { achievementTitle, achievementView } from './journeyView';
import { ListItem, PlainList, ProgressFill, ProgressTrack, Small, SubTitle } from './styles';
import { request } from '../../app/http';

interface SpiritualAchievement {
  id?: number;
  achievementType: string;
  level: number;
  progress: number;
  maxProgress: number;
  unlockedAt: string | null;
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; achievements: SpiritualAchievement[] };

function isAchievement(value: unknown): value is SpiritualAchievement {
  const item = value as Partial<SpiritualAchievement> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.achievementType === 'string' &&
    typeof item.progress === 'number' &&
    typeof item.maxProgress === 'number'
  );
}

/** The spiritual achievements view: GET /api/users/{id}/spiritual-achievements. */
export function AchievementsView({ onBack }: { onBack(): void }) {
  const { user } = useAuth();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    request<unknown>('GET', `/api/users/${user.id}/spiritual-achievements`, undefined, { signal: controller.signal })
      .then((body) => {
        const list = Array.isArray(body) ? body.filter(isAchievement) : [];
        setLoad({ state: 'ready', achievements: list });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading achievements failed', error);
        setLoad({ state: 'error' });
      });
    return () => controller.abort();
  }, [user, attempt]);

  return (
    <Stack as="section" aria-labelledby="achievements-title" $gap="sm">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <SubTitle id="achievements-title">Spiritual Achievements</SubTitle>
        <Button $variant="secondary" onClick={onBack}>
          Back to Journey
        </Button>
      </div>
      {load.state === 'loading' && <LoadingState label="Loading achievements..." count={2} height="4rem" />}
      {load.state === 'error' && (
        <ErrorState
          compact
          title="Could not load your achievements"
          onRetry={() => setAttempt(attempt + 1)}
          home={null}
        />
      )}
      {load.state === 'ready' && load.achievements.length === 0 && (
        <EmptyState compact title="No achievements yet">
          Walk, share photos and guide others to earn them.
        </EmptyState>
      )}
      {load.state === 'ready' && load.achievements.length > 0 && (
        <PlainList data-testid="achievements">
          {load.achievements.map((achievement) => {
            const view = achievementView(achievement.achievementType, achievement.progress, achievement.maxProgress);
            return (
              <ListItem key={achievement.id ?? achievement.achievementType} style={{ display: 'grid' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <strong>{achievementTitle(achievement.achievementType)}</strong>
                  <span>
                    {view.tier}
                    {view.reward ? ` · ${view.reward}` : ''}
                  </span>
                </div>
                <ProgressTrack
                  role="progressbar"
                  aria-label={`${achievementTitle(achievement.achievementType)} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={view.percent}
                >
                  <ProgressFill $percent={view.percent} />
                </ProgressTrack>
                <Small>
                  Level {achievement.level} · {achievement.progress} / {achievement.maxProgress} {view.unit}
                  {view.nextMilestone !== null ? ` · next milestone ${view.nextMilestone} ${view.unit}` : ''}
                </Small>
              </ListItem>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}
