import { useQuery } from '@apollo/client/react';
import { COMMUNITY_MESSAGES, FEED_FILTER_TEXT, FEED_POLL_MS, type FeedFilter } from '@sacred/core/community';
import { FEED_FILTERS } from '@sacred/core/enums';
import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { CommunitySidebarDocument, FeedPostsDocument } from '../../gql/graphql';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { Chip } from '../../ui/Chip';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { RecentAchievements, SacredGuidelines, StatsCards, TrendingTopics } from './FeedSidebar';
import { PostCard } from './PostCard';
import { SHARE_TEXT, ShareJourneyDialog } from './ShareJourneyDialog';
import { Stack } from '../../ui/Stack';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Filters = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 -${({ theme }) => theme.space.md};
  padding: 2px ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scrollbar-width: none;
`;

const ShareButton = styled(Button)`
  width: 100%;
`;

/** The community feed 'Sacred Community' (/feed and /community-feed): posts, likes, comments and the sidebar. */
export function FeedPage() {
  useDocumentTitle('Sacred Community');
  const { user } = useAuth();
  const [filter, setFilter] = useState<FeedFilter>('all');
  const [sharing, setSharing] = useState(false);
  const feed = useQuery(FeedPostsDocument, {
    variables: { filter },
    pollInterval: FEED_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const sidebar = useQuery(CommunitySidebarDocument, { pollInterval: FEED_POLL_MS });
  const refetchAll = () => Promise.all([feed.refetch(), sidebar.refetch()]);
  const refresh = () => void refetchAll().catch(() => {});
  const posts = feed.data?.posts;
  // The sidebar is extra: when it cannot load it steps aside rather than shimmer for ever.
  const sidebarShown = !(sidebar.error && !sidebar.data);

  return (
    <Page>
      <Top>
        <BackLink to="/">
          <span aria-hidden="true">←</span> Back
        </BackLink>
      </Top>
      <PageTitle>Sacred Community</PageTitle>
      <Lead>Moments, reflections and journeys from fellow keepers of sacred spaces.</Lead>
      <Stack>
        <ShareButton onClick={() => setSharing(true)}>{SHARE_TEXT.open}</ShareButton>
        {sidebarShown && <StatsCards data={sidebar.data} />}
        <Filters role="group" aria-label="Filter posts">
          {FEED_FILTERS.map((value) => (
            <Chip
              key={value}
              $active={filter === value}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {FEED_FILTER_TEXT[value]}
            </Chip>
          ))}
        </Filters>
        <section aria-label="Posts" aria-busy={posts === undefined}>
          <Stack>
            {posts === undefined && !feed.error && (
              <LoadingState label={COMMUNITY_MESSAGES.loadingFeed} count={2} height="9rem" />
            )}
            {feed.error && !posts && (
              <ErrorState title="Could not load the community" onRetry={refetchAll} home={null} />
            )}
            {posts?.length === 0 && (
              <EmptyState
                title={COMMUNITY_MESSAGES.emptyFeed}
                action={<Button onClick={() => setSharing(true)}>{SHARE_TEXT.open}</Button>}
              />
            )}
            {posts?.map((post) => (
              <PostCard key={post.id} post={post} viewerId={user?.id} onChanged={refresh} />
            ))}
          </Stack>
        </section>
        {sidebarShown && <TrendingTopics data={sidebar.data} />}
        {sidebarShown && <RecentAchievements data={sidebar.data} />}
        <SacredGuidelines />
      </Stack>
      <ShareJourneyDialog
        open={sharing}
        onClose={() => setSharing(false)}
        onShared={() => {
          if (filter !== 'all' && filter !== 'recent') setFilter('all');
          refresh();
        }}
      />
    </Page>
  );
}
