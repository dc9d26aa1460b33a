import { SACRED_GUIDELINES } from '@sacred/core/community';
import styled from 'styled-components';
import type { CommunitySidebarQuery } from '../../gql/graphql';
import { Card, CardTitle } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { RelativeTime } from '../../ui/RelativeTime';
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
  const stats = data?.communityStats;
  const cards: Array<[string, number | undefined]> = [
    ['Active Users', stats?.activeUsers],
    ['Sacred Spaces', stats?.sacredSpaces],
    ['Shared Moments', stats?.sharedMoments],
  ];
  return (
    <StatsRow aria-label="Community stats">
      {cards.map(([label, value]) => (
        <Stat key={label}>
          {value === undefined ? (
            <Skeleton $width="2.5rem" $height="1.5rem" />
          ) : (
            <strong>{value.toLocaleString('en-US')}</strong>
          )}
          <span>{label}</span>
        </Stat>
      ))}
    </StatsRow>
  );
}

export function TrendingTopics({ data }: { data: Sidebar }) {
  const topics = data?.trendingTopics;
  return (
    <Card aria-labelledby="trending-topics">
      <CardTitle id="trending-topics">Trending Topics</CardTitle>
      {topics === undefined && <Skeleton $height="4rem" />}
      {topics?.length === 0 && <Muted>Add #tags to your posts to start a topic.</Muted>}
      <List>
        {topics?.map((topic) => (
          <Row key={topic.tag}>
            <Tag>#{topic.tag}</Tag>
            <Muted>
              {topic.posts} {topic.posts === 1 ? 'post' : 'posts'}
            </Muted>
          </Row>
        ))}
      </List>
    </Card>
  );
}

export function RecentAchievements({ data }: { data: Sidebar }) {
  const achievements = data?.recentAchievements;
  return (
    <Card aria-labelledby="recent-achievements">
      <CardTitle id="recent-achievements">Recent Achievements</CardTitle>
      {achievements === undefined && <Skeleton $height="4rem" />}
      {achievements?.length === 0 && <Muted>No badges earned yet. Yours could be the first.</Muted>}
      <List>
        {achievements?.map((achievement) => (
          <Row key={`${achievement.userId}-${achievement.badgeName}`}>
            <span>
              <strong>{achievement.memberName}</strong> earned <Tag>{achievement.badgeName}</Tag>
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
  return (
    <Card aria-labelledby="sacred-guidelines">
      <CardTitle id="sacred-guidelines">Sacred Guidelines</CardTitle>
      <Bullets>
        {SACRED_GUIDELINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Bullets>
    </Card>
  );
}
