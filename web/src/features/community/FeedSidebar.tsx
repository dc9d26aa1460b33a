import styled from 'styled-components';
import type { CommunitySidebarQuery } from '../../gql/graphql';
import { Card, CardTitle } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { useFormat } from '../../i18n/format';
import { badgeText } from '../profile/badgeText';
import { useProfileText } from '../profile/messages';
import { GUIDELINE_KEYS } from './knownTexts';
import { useCommunityText } from './messages';
import { PostTime as RelativeTime } from './PostTime';
import { List } from '../../ui/List';

const Row = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.mist};
`;

const Tag = styled.span`
  color: ${({ theme }) => theme.colors.amberBright};
  font-weight: 600;
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: 1.2rem;
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
`;

const StatsRow = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stat = styled.li`
  display: grid;
  justify-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
  text-align: center;

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.amberBright};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mist};
  }
`;

type Sidebar = CommunitySidebarQuery | undefined;

/** The three stats cards, counted by the server. */
export function StatsCards({ data }: { data: Sidebar }) {
  const t = useCommunityText();
  const f = useFormat();
  const stats = data?.communityStats;
  const cards: Array<[string, number | undefined]> = [
    [t('activeUsers'), stats?.activeUsers],
    [t('sacredSpaces'), stats?.sacredSpaces],
    [t('sharedMoments'), stats?.sharedMoments],
  ];
  return (
    <StatsRow aria-label={t('communityStats')}>
      {cards.map(([label, value]) => (
        <Stat key={label}>
          {value === undefined ? <Skeleton $width="2.5rem" $height="1.5rem" /> : <strong>{f.number(value)}</strong>}
          <span>{label}</span>
        </Stat>
      ))}
    </StatsRow>
  );
}

export function TrendingTopics({ data }: { data: Sidebar }) {
  const t = useCommunityText();
  const topics = data?.trendingTopics;
  return (
    <Card aria-labelledby="trending-topics">
      <CardTitle id="trending-topics">{t('trendingTopics')}</CardTitle>
      {topics === undefined && <Skeleton $height="4rem" />}
      {topics?.length === 0 && <Muted>{t('noTopics')}</Muted>}
      <List>
        {topics?.map((topic) => (
          <Row key={topic.tag}>
            <Tag>#{topic.tag}</Tag>
            <Muted>{t('topicPosts', { count: topic.posts })}</Muted>
          </Row>
        ))}
      </List>
    </Card>
  );
}

export function RecentAchievements({ data }: { data: Sidebar }) {
  const t = useCommunityText();
  const profileText = useProfileText();
  const achievements = data?.recentAchievements;
  return (
    <Card aria-labelledby="recent-achievements">
      <CardTitle id="recent-achievements">{t('recentAchievements')}</CardTitle>
      {achievements === undefined && <Skeleton $height="4rem" />}
      {achievements?.length === 0 && <Muted>{t('noAchievements')}</Muted>}
      <List>
        {achievements?.map((achievement) => (
          <Row key={`${achievement.userId}-${achievement.badgeName}`}>
            <span>
              {t.rich('earned', {
                name: achievement.memberName,
                badge: badgeText(profileText, achievement.badgeName),
                member: (chunks) => <strong>{chunks}</strong>,
                tag: (chunks) => <Tag>{chunks}</Tag>,
              })}
            </span>
            <Muted>
              <RelativeTime date={achievement.earnedAt} />
            </Muted>
          </Row>
        ))}
      </List>
    </Card>
  );
}

export function SacredGuidelines() {
  const t = useCommunityText();
  return (
    <Card aria-labelledby="sacred-guidelines">
      <CardTitle id="sacred-guidelines">{t('sacredGuidelines')}</CardTitle>
      <Bullets>
        {GUIDELINE_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Bullets>
    </Card>
  );
}
