import { useMutation, useQuery } from '@apollo/client/react';
import { displayName } from '@sacred/core/accounts';
import { GUIDE_BADGE } from '@sacred/core/badges';
import { COMMENT_MAX_LENGTH, commentSchema, POST_LIMITS, type CommentInput } from '@sacred/core/community';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import {
  AddCommentDocument,
  PostCommentsDocument,
  TogglePostLikeDocument,
  type FeedPostFragment,
} from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { ErrorState, LoadingState } from '../../ui/States';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Avatar } from '../../ui/Avatar';
import { PostTime as RelativeTime } from './PostTime';
import { useCommunityText } from './messages';
import { ReportDialog } from '../../ui/ReportDialog';
import { sharePost } from './shareLink';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.forest800};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Who = styled.div`
  display: grid;
  min-width: 0;
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
`;

const Meta = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

const GuideBadge = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #00838f;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

const Photos = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: ${({ $count }) => ($count === 1 ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  gap: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    aspect-ratio: ${({ $count }) => ($count === 1 ? '16 / 10' : '1')};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    color: ${({ theme }) => theme.colors.amberBright};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0 -8px -6px;
`;

const Action = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.amberBright : theme.colors.mist)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const HiddenNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CommentList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.forest600};
  list-style: none;
`;

const CommentItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
`;

const CommentForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
    min-width: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

function Icon({ name, filled = false }: { name: 'heart' | 'comment' | 'share' | 'flag'; filled?: boolean }) {
  const paths = {
    heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
    comment: 'M4 5h16v11H9l-5 4V5Z',
    share: 'M12 3v12M7 8l5-5 5 5M5 14v6h14v-6',
    flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  } as const;
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Comments({ postId, onAdded }: { postId: number; onAdded(): void }) {
  const t = useCommunityText();
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(PostCommentsDocument, { variables: { postId } });
  const [addComment, { loading: sending }] = useMutation(AddCommentDocument);
  const inputId = useId();
  const form = useFormik<CommentInput>({
    initialValues: { content: '' },
    validationSchema: commentSchema,
    onSubmit: async ({ content }, { resetForm }) => {
      try {
        await addComment({ variables: { postId, content: content.trim() } });
        resetForm();
        await refetch();
        onAdded();
      } catch (error) {
        console.error('Adding the comment failed', error);
        toast({ title: t('errorTitle'), description: t('commentFailed'), variant: 'destructive' });
      }
    },
  });
  // Post waits for a comment the rules accept (not blank), read at once rather than after validation.
  const ready = commentSchema.isValidSync(form.values) && !sending;
  const comments = data?.postComments ?? [];
  return (
    <>
      <CommentList aria-label={t('comments')} aria-busy={loading}>
        {comments.map((comment) => (
          <CommentItem key={comment.id}>
            <Avatar
              firstName={comment.author.firstName}
              lastName={comment.author.lastName}
              imageUrl={comment.author.profileImageUrl}
              size={30}
            />
            <div>
              <strong>{displayName(comment.author.firstName, comment.author.lastName)}</strong>{' '}
              <Meta>
                · <RelativeTime date={comment.createdAt} />
              </Meta>
              <p>{comment.content}</p>
            </div>
          </CommentItem>
        ))}
        {loading && !data && (
          <li>
            <LoadingState label={t('loadingComments')} count={1} height="2.5rem" />
          </li>
        )}
        {error && !data && (
          <li>
            <ErrorState compact title={t('commentsFailed')} onRetry={() => refetch()} home={null} />
          </li>
        )}
        {data && comments.length === 0 && <Meta as="li">{t('noComments')}</Meta>}
      </CommentList>
      <CommentForm onSubmit={form.handleSubmit} noValidate>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('addComment')}
        </VisuallyHidden>
        <Input
          id={inputId}
          name="content"
          placeholder={t('commentPlaceholder')}
          value={form.values.content}
          maxLength={COMMENT_MAX_LENGTH}
          onChange={form.handleChange}
        />
        <Button type="submit" disabled={!ready}>
          {t(sending ? 'posting' : 'post')}
        </Button>
      </CommentForm>
    </>
  );
}

interface PostCardProps {
  post: FeedPostFragment;
  viewerId: number | undefined;
  onChanged(): void;
}

/** One feed post. */
export function PostCard({ post, viewerId, onChanged }: PostCardProps) {
  const t = useCommunityText();
  const { toast } = useToast();
  const [toggleLike, { loading: liking }] = useMutation(TogglePostLikeDocument, {
    // The answer is the post's new like state: write it into the cached post.
    update(cache, { data }) {
      const answer = data?.togglePostLike;
      if (!answer) return;
      cache.modify({
        id: cache.identify({ __typename: 'Post', id: answer.postId }),
        fields: { likedByMe: () => answer.liked, likesCount: () => answer.likesCount },
      });
    },
  });
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = displayName(post.author.firstName, post.author.lastName);
  const isGuide = post.author.badges.includes(GUIDE_BADGE);
  const likedNow = post.likedByMe;
  const likesCount = post.likesCount;
  const photos = post.photos.slice(0, POST_LIMITS.photosMax);
  const commentsId = useId();

  const like = async () => {
    try {
      await toggleLike({ variables: { postId: post.id } });
    } catch (error) {
      console.error('Liking failed', error);
      toast({ title: t('errorTitle'), description: t('likeFailed'), variant: 'destructive' });
    }
  };

  const share = async () => {
    const outcome = await sharePost(post.id, post.content.slice(0, 120));
    if (outcome === 'copied') toast({ title: t('linkCopied'), description: t('pasteToShare') });
    if (outcome === 'failed')
      toast({ title: t('errorTitle'), description: t('shareFailedPost'), variant: 'destructive' });
  };

  return (
    <Article id={`post-${post.id}`} aria-label={t('postBy', { name })} data-testid="post-card">
      <Header>
        <Avatar
          firstName={post.author.firstName}
          lastName={post.author.lastName}
          imageUrl={post.author.profileImageUrl}
        />
        <Who>
          <Name>
            {name}
            {isGuide && <GuideBadge>{t('guide')}</GuideBadge>}
          </Name>
          <Meta>
            <RelativeTime date={post.createdAt} />
            {post.altar && <> · {post.altar.name}</>}
            {!post.altar && post.pilgrimage && <> · {post.pilgrimage.name}</>}
          </Meta>
        </Who>
      </Header>
      {post.hiddenByReports && <HiddenNote>{t('hiddenNote')}</HiddenNote>}
      <Content>{post.content}</Content>
      {photos.length > 0 && (
        <Photos $count={photos.length}>
          {photos.map((url, index) => (
            <img
              key={url}
              src={url}
              alt={t('photoAlt', { position: index + 1, count: photos.length, name })}
              loading="lazy"
            />
          ))}
        </Photos>
      )}
      {post.tags.length > 0 && (
        <Tags aria-label={t('tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </Tags>
      )}
      <Actions>
        <Action $active={likedNow} aria-pressed={likedNow} onClick={() => void like()} disabled={liking}>
          <Icon name="heart" filled={likedNow} />
          {/* The name holds the visible count (WCAG 2.5.3); aria-pressed tells whether it is liked. */}
          <VisuallyHidden>{t('likeHidden')}</VisuallyHidden> <span data-testid="likes-count">{likesCount}</span>{' '}
          <VisuallyHidden>{t('likesHidden', { count: likesCount })}</VisuallyHidden>
        </Action>
        <Action
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <Icon name="comment" />
          <VisuallyHidden>{t('commentsHidden')}</VisuallyHidden>{' '}
          <span data-testid="comments-count">{post.commentsCount}</span>
        </Action>
        <Action onClick={() => void share()}>
          <Icon name="share" />
          {t('share')}
        </Action>
        <Spacer />
        {viewerId !== post.author.id && (
          <Action aria-label={t('reportPost')} onClick={() => setReporting(true)}>
            <Icon name="flag" />
          </Action>
        )}
      </Actions>
      <div id={commentsId}>{commentsOpen && <Comments postId={post.id} onAdded={onChanged} />}</div>
      <ReportDialog
        contentType="post"
        contentId={post.id}
        open={reporting}
        onClose={() => setReporting(false)}
        title={t('reportTitle')}
        description={t('reportBody')}
      />
    </Article>
  );
}
