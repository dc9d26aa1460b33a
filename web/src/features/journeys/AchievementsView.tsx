import { useEffect, useState } from 'react';
import { useAuth } from '../../app/authContext';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { achievementView } from './journeyView';
import { useJourneysText } from './messages';
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
  const t = useJourneysText();
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
        <SubTitle id="achievements-title">{t('spiritualAchievements')}</SubTitle>
        <Button $variant="secondary" onClick={onBack}>
          {t('backToJourney')}
        </Button>
      </div>
      {load.state === 'loading' && <LoadingState label={t('achievementsLoading')} count={2} height="4rem" />}
      {load.state === 'error' && (
        <ErrorState compact title={t('achievementsFailed')} onRetry={() => setAttempt(attempt + 1)} home={null} />
      )}
      {load.state === 'ready' && load.achievements.length === 0 && (
        <EmptyState compact title={t('noAchievements')}>
          {t('noAchievementsText')}
        </EmptyState>
      )}
      {load.state === 'ready' && load.achievements.length > 0 && (
        <PlainList data-testid="achievements">
          {load.achievements.map((achievement) => {
            const view = achievementView(achievement.achievementType, achievement.progress, achievement.maxProgress);
            const title = t('achievementTitle', { type: achievement.achievementType });
            const unit = view.unit ? t('achievementUnit', { unit: view.unit }) : '';
            const tier = t('tier', { tier: view.tier });
            return (
              <ListItem key={achievement.id ?? achievement.achievementType} style={{ display: 'grid' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <strong>{title}</strong>
                  <span>{view.reward ? t('tierReward', { tier, reward: view.reward }) : tier}</span>
                </div>
                <ProgressTrack
                  role="progressbar"
                  aria-label={t('achievementProgress', { title })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={view.percent}
                >
                  <ProgressFill $percent={view.percent} />
                </ProgressTrack>
                <Small>
                  {view.nextMilestone !== null
                    ? t('achievementLevelNext', {
                        level: achievement.level,
                        progress: String(achievement.progress),
                        max: String(achievement.maxProgress),
                        unit,
                        next: String(view.nextMilestone),
                      })
                    : t('achievementLevel', {
                        level: achievement.level,
                        progress: String(achievement.progress),
                        max: String(achievement.maxProgress),
                        unit,
                      })}
                </Small>
              </ListItem>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}
