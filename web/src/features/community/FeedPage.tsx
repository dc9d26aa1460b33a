import { useQuery } from '@apollo/client/react';
import { FEED_POLL_MS, type FeedFilter } from '@sacred/core/community';
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
import { ShareJourneyDialog } from './ShareJourneyDialog';
import { FILTER_KEYS } from './knownTexts';
import { useCommunityText } from './messages';
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
  const t = useCommunityText();
  useDocumentTitle(t('title'));
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
          <span aria-hidden="true">←</span> {t('back')}
        </BackLink>
      </Top>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <Stack>
        <ShareButton onClick={() => setSharing(true)}>{t('shareOpen')}</ShareButton>
        {sidebarShown && <StatsCards data={sidebar.data} />}
        <Filters role="group" aria-label={t('filterPosts')}>
          {FEED_FILTERS.map((value) => (
            <Chip
              key={value}
              $active={filter === value}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(FILTER_KEYS[value])}
            </Chip>
          ))}
        </Filters>
        <section aria-label={t('posts')} aria-busy={posts === undefined}>
          <Stack>
            {posts === undefined && !feed.error && <LoadingState label={t('loadingFeed')} count={2} height="9rem" />}
            {feed.error && !posts && <ErrorState title={t('loadFailed')} onRetry={refetchAll} home={null} />}
            {posts?.length === 0 && (
              <EmptyState
                title={t('emptyFeed')}
                action={<Button onClick={() => setSharing(true)}>{t('shareOpen')}</Button>}
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
