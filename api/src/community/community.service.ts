import type { Knex } from 'knex';
import { parseId } from '@sacred/core/altars';
import {
  COMMENT_PAGE_SIZE,
  COMMUNITY_MESSAGES,
  parseHashtags,
  POST_LIMITS,
  type CommentInput,
  type FeedFilter,
  type FeedQuery,
  type PostInput,
} from '@sacred/core/community';
import type { PhotoService } from '../media/photo.service';
import { NotFoundError } from '../platform/errors';
import { jobIdOf, type JobQueue } from '../platform/infra/jobs';
import type { BadgeService } from '../rewards/badge.service';
import type { PushService } from '../push/push.service';
import { CommunityRepository, type KeptSidebar } from './community.repository';
import type { Comment, CommunityStats, Post, PostLike, RecentAchievement, TrendingTopic } from './community.types';

const SIDEBAR_SIZE = 5;

/**
 * The sidebar's counters and hashtags are counted by this job, not per page view: each minute (cron), and
 * at once when a view finds them older than SIDEBAR_MAX_AGE_SECONDS. A change shows within about a minute.
 */
export const SIDEBAR_REFRESH_JOB = 'community-sidebar-refresh';
export const SIDEBAR_MAX_AGE_SECONDS = 60;

/** The community feed: posts, likes, comments and the feed's sidebars, all counted in the database. */
export class CommunityService {
  constructor(
    private readonly knex: Knex,
    private readonly photos: PhotoService,
    private readonly badges: BadgeService,
    private readonly push: Pick<PushService, 'notifyCommunityActivity'>,
    private readonly jobs: Pick<JobQueue, 'define' | 'send'>,
    /** The read replica for the feed; it may lag a moment behind a new post. */
    private readonly reads: Knex = knex,
  ) {
    jobs.define(SIDEBAR_REFRESH_JOB, async () => void (await this.refreshSidebar()), {
      cron: '* * * * *',
      retryLimit: 0,
    });
  }

  async feed(viewerId: number | undefined, { filter, limit }: FeedQuery): Promise<Post[]> {
    return new CommunityRepository(this.reads).feed(viewerId, filter as FeedFilter, limit);
  }

  async get(viewerId: number | undefined, postId: unknown): Promise<Post> {
    const id = parseId(postId);
    const post = id === undefined ? undefined : await new CommunityRepository(this.knex).findVisible(viewerId, id);
    if (!post) throw new NotFoundError(COMMUNITY_MESSAGES.postNotFound);
    return post;
  }

  /** A new post: blank text refused; #hashtags become its tags; photos are checked and stored first. */
  async create(authorId: number, { content, altarId, pilgrimageId, photos: references }: PostInput): Promise<Post> {
    const photos = await this.photos.resolve(references, 'photos', { max: POST_LIMITS.photosMax });
    const postId = await new CommunityRepository(this.knex).insert({
      authorId,
      content,
      photos,
      tags: parseHashtags(content),
      altarId: altarId ?? null,
      pilgrimageId: pilgrimageId ?? null,
    });
    await this.badges.refresh(authorId);
    return this.get(authorId, postId);
  }

  /**
   * A journey update shared to the feed as the sharer's post (001 'Shared to Community'): its text
   * (shortened to a post's length), photo, site and pilgrimage. Sharing the same update again answers
   * the post already made.
   */
  async shareJourneyUpdate(
    authorId: number,
    shared: {
      updateId: number;
      content: string;
      photoUrl: string | null;
      altarId: number | null;
      pilgrimageId: number;
    },
  ): Promise<Post> {
    const content =
      shared.content.length > POST_LIMITS.contentMax
        ? `${shared.content.slice(0, POST_LIMITS.contentMax - 1).trimEnd()}…`
        : shared.content;
    const { id, created } = await new CommunityRepository(this.knex).insertShared({
      authorId,
      content,
      photos: shared.photoUrl ? [shared.photoUrl] : [],
      tags: parseHashtags(content),
      altarId: shared.altarId,
      pilgrimageId: shared.pilgrimageId,
      sharedUpdateId: shared.updateId,
    });
    if (created) await this.badges.refresh(authorId);
    return this.get(authorId, id);
  }

  /** One like per member: liking again unlikes. The post row is locked, so counts stay true under load. */
  async toggleLike(userId: number, postId: unknown): Promise<PostLike> {
    const post = await this.get(userId, postId);
    const like = await this.knex.transaction(async (trx) => {
      const repository = new CommunityRepository(trx);
      if (!(await repository.lockPost(post.id))) throw new NotFoundError(COMMUNITY_MESSAGES.postNotFound);
      const { liked, likesCount } = await repository.toggleLike(userId, post.id);
      return { postId: post.id, liked, likesCount };
    });
    if (like.liked) await this.notifyAuthor(post, userId, 'like');
    return like;
  }

  async comments(viewerId: number | undefined, postId: unknown): Promise<Comment[]> {
    const post = await this.get(viewerId, postId);
    return new CommunityRepository(this.knex).listComments(post.id, COMMENT_PAGE_SIZE);
  }

  async addComment(authorId: number, postId: unknown, { content }: CommentInput): Promise<Comment> {
    const post = await this.get(authorId, postId);
    const comment = await this.knex.transaction(async (trx) => {
      const repository = new CommunityRepository(trx);
      if (!(await repository.lockPost(post.id))) throw new NotFoundError(COMMUNITY_MESSAGES.postNotFound);
      return repository.findComment(await repository.insertComment(authorId, post.id, content));
    });
    await this.badges.refresh(authorId);
    await this.notifyAuthor(post, authorId, 'comment');
    return comment;
  }

  /** Tells the post's author (their communityActivity push preference decides), after the commit. */
  private async notifyAuthor(post: Post, actorId: number, kind: 'like' | 'comment'): Promise<void> {
    if (post.author.id === actorId) return;
    try {
      const actorName = await new CommunityRepository(this.knex).memberName(actorId);
      await this.push.notifyCommunityActivity({
        postId: post.id,
        postAuthorId: post.author.id,
        actorId,
        actorName,
        kind,
      });
    } catch {
      // Best effort: the like or comment is stored; a push that cannot be queued must not undo that for its author.
    }
  }

  async stats(): Promise<CommunityStats> {
    return (await this.sidebar()).stats;
  }

  async trendingTopics(): Promise<TrendingTopic[]> {
    return (await this.sidebar()).topics;
  }

  refreshSidebar(): Promise<KeptSidebar> {
    return new CommunityRepository(this.knex).refreshSidebar(SIDEBAR_SIZE);
  }

  /**
   * The kept sidebar. Counted here only on a new database, where nothing is kept yet; when it is older than
   * its stated delay, one refresh job per kept version is sent (the job id dedupes views across instances).
   */
  private async sidebar(): Promise<KeptSidebar> {
    const kept = await new CommunityRepository(this.knex).keptSidebar(SIDEBAR_MAX_AGE_SECONDS);
    if (!kept) return this.refreshSidebar();
    if (kept.stale) {
      // A send that fails leaves the refresh to the next minute's tick; the view still answers.
      await this.jobs
        .send(SIDEBAR_REFRESH_JOB, {}, { id: jobIdOf(`${SIDEBAR_REFRESH_JOB}:${kept.computedAt.toISOString()}`) })
        .catch(() => undefined);
    }
    return kept;
  }

  recentAchievements(): Promise<RecentAchievement[]> {
    return new CommunityRepository(this.knex).recentAchievements(SIDEBAR_SIZE);
  }
}
