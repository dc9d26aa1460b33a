import { GUIDE_BADGE } from '@sacred/core/badges';
import type { Knex } from 'knex';
import { displayName } from '@sacred/core/accounts';
import type { FeedFilter } from '@sacred/core/community';
import { translateDatabaseError } from '../platform/errors';
import type { Comment, CommunityStats, Post, PostAuthor, RecentAchievement, TrendingTopic } from './community.types';
import { visibleDespiteReports } from './report.repository';

interface AuthorColumns {
  author_id: number;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  author_badges: string[] | null;
}

interface PostRow extends AuthorColumns {
  id: number;
  content: string;
  photos: string[];
  tags: string[];
  created_at: Date;
  likes_count: number;
  comments_count: number;
  altar_id: number | null;
  altar_name: string | null;
  pilgrimage_id: number | null;
  pilgrimage_name: string | null;
  liked_by_me: boolean;
  hidden: boolean;
}

interface CommentRow extends AuthorColumns {
  id: number;
  post_id: number;
  content: string;
  created_at: Date;
}

/** The community sidebar as the refresh job last counted it. */
export interface KeptSidebar {
  stats: CommunityStats;
  topics: TrendingTopic[];
  computedAt: Date;
  /** Older than the sidebar's stated delay: a refresh is due. */
  stale: boolean;
}

const toAuthor = (row: AuthorColumns): PostAuthor => ({
  id: row.author_id,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  badges: row.author_badges ?? [],
});

const toPost = (row: PostRow): Post => ({
  id: row.id,
  content: row.content,
  photos: row.photos,
  tags: row.tags,
  createdAt: row.created_at,
  likesCount: row.likes_count,
  commentsCount: row.comments_count,
  likedByMe: row.liked_by_me,
  hiddenByReports: row.hidden,
  author: toAuthor(row),
  altar: row.altar_id !== null && row.altar_name !== null ? { id: row.altar_id, name: row.altar_name } : null,
  pilgrimage:
    row.pilgrimage_id !== null && row.pilgrimage_name !== null
      ? { id: row.pilgrimage_id, name: row.pilgrimage_name }
      : null,
});

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  postId: row.post_id,
  content: row.content,
  createdAt: row.created_at,
  author: toAuthor(row),
});

/** Tags counted over this many of the latest posts. */
const TOPIC_WINDOW_POSTS = 200;
const ACTIVE_USER_DAYS = 365;
/** A comment counts twice a like in trending, as in posts.trending_rank (migration 20261125194500). */
const TRENDING_COMMENT_WEIGHT = 2;

export interface NewPost {
  authorId: number;
  content: string;
  photos: string[];
  tags: string[];
  altarId: number | null;
  pilgrimageId: number | null;
  /** The journey update this post shares (one post per member and update). */
  sharedUpdateId?: number | null;
}

const postRow = (post: NewPost) => ({
  author_id: post.authorId,
  content: post.content,
  photos: post.photos,
  tags: post.tags,
  altar_id: post.altarId,
  pilgrimage_id: post.pilgrimageId,
  shared_update_id: post.sharedUpdateId ?? null,
});

export class CommunityRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  /**
   * The author's badges as the viewer may see them: all of them on a public profile (and one's own);
   * otherwise only the Guide badge, the one thing the post card shows, which marks a
   * role rather than what the member did.
   */
  private badgesOf(userColumn: string, viewerId: number | undefined): Knex.Raw {
    return this.db.raw(
      `ARRAY(SELECT b.name FROM user_badges ub JOIN badges b ON b.id = ub.badge_id
              WHERE ub.user_id = ??
                AND (ub.user_id = ? OR b.name = ?
                     OR COALESCE((SELECT s.profile_visibility FROM user_settings s WHERE s.user_id = ub.user_id), 'public') = 'public')
              ORDER BY ub.earned_at, b.id) AS author_badges`,
      [userColumn, viewerId ?? 0, GUIDE_BADGE],
    );
  }

  /** Posts the viewer may see: everything except what reports hide, which only its author still sees. */
  private posts(viewerId: number | undefined) {
    return this.db('posts as p')
      .join('users as u', 'u.id', 'p.author_id')
      .leftJoin('altars as a', 'a.id', 'p.altar_id')
      .leftJoin('pilgrimages as pg', 'pg.id', 'p.pilgrimage_id')
      .select<PostRow[]>(
        'p.id',
        'p.content',
        'p.photos',
        'p.tags',
        'p.created_at',
        'p.likes_count',
        'p.comments_count',
        'p.author_id',
        'u.first_name',
        'u.last_name',
        'u.profile_image_url',
        this.badgesOf('p.author_id', viewerId),
        'p.altar_id',
        'a.name as altar_name',
        'p.pilgrimage_id',
        'pg.name as pilgrimage_name',
        this.db.raw('EXISTS (SELECT 1 FROM likes l WHERE l.post_id = p.id AND l.user_id = ?) AS liked_by_me', [
          viewerId ?? null,
        ]),
        this.db.raw(
          `EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'post' AND h.content_id = p.id) AS hidden`,
        ),
      )
      .where(visibleDespiteReports(this.db, 'post', 'p.id', 'p.author_id', viewerId));
  }

  /**
   * The feed. all: newest first. recent: latest activity first (a new post or a new comment).
   * trending: likes and comments, each weighted by its own age (half-life 3 days, a comment counts
   * twice), then total engagement, then newest. photos: posts with photos. pilgrimages: posts tied to
   * a pilgrimage, or about an altar on a pilgrimage route.
   */
  async feed(viewerId: number | undefined, filter: FeedFilter, limit: number): Promise<Post[]> {
    const query = this.posts(viewerId).limit(limit);
    switch (filter) {
      case 'all':
        query.orderBy([
          { column: 'p.created_at', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ]);
        break;
      case 'recent':
        // last_activity_at: the post's time or its latest comment's, kept by triggers.
        query.orderBy([
          { column: 'p.last_activity_at', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ]);
        break;
      case 'trending':
        // trending_rank orders posts by their likes and comments, each decayed by its own age (kept by
        // triggers, see migration 20261125194500); the order matches posts_trending_index.
        query
          .orderByRaw('p.trending_rank DESC NULLS LAST')
          .orderByRaw(`(p.likes_count + ${TRENDING_COMMENT_WEIGHT} * p.comments_count) DESC`)
          .orderBy([
            { column: 'p.created_at', order: 'desc' },
            { column: 'p.id', order: 'desc' },
          ]);
        break;
      case 'photos':
        query.whereRaw('cardinality(p.photos) > 0').orderBy([
          { column: 'p.created_at', order: 'desc' },
          { column: 'p.id', order: 'desc' },
        ]);
        break;
      case 'pilgrimages':
        query
          .whereRaw(
            `(p.pilgrimage_id IS NOT NULL
              OR EXISTS (SELECT 1 FROM pilgrimage_waypoints w WHERE w.altar_id = p.altar_id))`,
          )
          .orderBy([
            { column: 'p.created_at', order: 'desc' },
            { column: 'p.id', order: 'desc' },
          ]);
        break;
      default:
        throw new Error(`unknown feed filter ${String(filter satisfies never)}`);
    }
    return (await query).map(toPost);
  }

  async findVisible(viewerId: number | undefined, postId: number): Promise<Post | undefined> {
    const row = await this.posts(viewerId).where('p.id', postId).first<PostRow | undefined>();
    return row ? toPost(row) : undefined;
  }

  async insert(post: NewPost): Promise<number> {
    try {
      const [row] = await this.db('posts').insert(postRow(post)).returning<{ id: number }[]>('id');
      return (row as { id: number }).id;
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  /** How a member is named in notifications: their first name, or "A member" without one. */
  async memberName(userId: number): Promise<string> {
    const row = await this.db('users')
      .where({ id: userId })
      .first<{ first_name: string | null } | undefined>('first_name');
    return row?.first_name?.trim() || 'A member';
  }

  /** The member's post sharing a journey update, inserted unless it exists: the post id either way. */
  async insertShared(post: NewPost & { sharedUpdateId: number }): Promise<{ id: number; created: boolean }> {
    const [row] = await this.db('posts')
      .insert(postRow(post))
      // The only conflict possible is the partial unique index on (author_id, shared_update_id).
      .onConflict()
      .ignore()
      .returning<{ id: number }[]>('id');
    if (row) return { id: row.id, created: true };
    const existing = (await this.db('posts')
      .where({ author_id: post.authorId, shared_update_id: post.sharedUpdateId })
      .first('id')) as { id: number };
    return { id: existing.id, created: false };
  }

  /** Locks the post row, so likes and comments on one post are counted one at a time. */
  async lockPost(postId: number): Promise<boolean> {
    const result = await this.db.raw<{ rows: unknown[] }>('SELECT id FROM posts WHERE id = ? FOR UPDATE', [postId]);
    return result.rows.length > 0;
  }

  /** Likes, or unlikes when the member already likes it; the count is recounted from the rows. Needs lockPost. */
  async toggleLike(userId: number, postId: number): Promise<{ liked: boolean; likesCount: number }> {
    const removed = await this.db('likes').where({ user_id: userId, post_id: postId }).delete();
    if (removed === 0) await this.db('likes').insert({ user_id: userId, post_id: postId });
    const [row] = await this.db('posts')
      .where({ id: postId })
      .update({ likes_count: this.db.raw('(SELECT count(*) FROM likes WHERE post_id = ?)', [postId]) })
      .returning<{ likes_count: number }[]>('likes_count');
    return { liked: removed === 0, likesCount: (row as { likes_count: number }).likes_count };
  }

  /** Adds a comment and recounts; needs lockPost. */
  async insertComment(authorId: number, postId: number, content: string): Promise<number> {
    const [row] = await this.db('comments')
      .insert({ author_id: authorId, post_id: postId, content })
      .returning<{ id: number }[]>('id');
    await this.db('posts')
      .where({ id: postId })
      .update({ comments_count: this.db.raw('(SELECT count(*) FROM comments WHERE post_id = ?)', [postId]) });
    return (row as { id: number }).id;
  }

  private comments() {
    return this.db('comments as c')
      .join('users as u', 'u.id', 'c.author_id')
      .select<CommentRow[]>(
        'c.id',
        'c.post_id',
        'c.content',
        'c.created_at',
        'c.author_id',
        'u.first_name',
        'u.last_name',
        'u.profile_image_url',
        this.badgesOf('c.author_id', undefined),
      );
  }

  async findComment(commentId: number): Promise<Comment> {
    return toComment(await this.comments().where('c.id', commentId).first<CommentRow>());
  }

  /** Oldest first, so a thread reads top to bottom. */
  async listComments(postId: number, limit: number): Promise<Comment[]> {
    const rows = await this.comments()
      .where('c.post_id', postId)
      .orderBy([
        { column: 'c.created_at', order: 'asc' },
        { column: 'c.id', order: 'asc' },
      ])
      .limit(limit);
    return rows.map(toComment);
  }

  /** Counts the sidebar afresh and keeps it (the refresh job; the first view on a new database). */
  async refreshSidebar(topicsLimit: number): Promise<KeptSidebar> {
    const [stats, topics] = await Promise.all([this.countStats(), this.countTrendingTopics(topicsLimit)]);
    const [row] = await this.db('community_sidebar')
      .insert({
        id: true,
        active_users: stats.activeUsers,
        sacred_spaces: stats.sacredSpaces,
        shared_moments: stats.sharedMoments,
        trending_topics: JSON.stringify(topics),
        computed_at: this.db.fn.now(),
      })
      .onConflict('id')
      .merge()
      .returning<Array<{ computed_at: Date }>>('computed_at');
    return { stats, topics, computedAt: (row as { computed_at: Date }).computed_at, stale: false };
  }

  /** The kept sidebar, and whether it is older than maxAgeSeconds (by the database's clock). */
  async keptSidebar(maxAgeSeconds: number): Promise<KeptSidebar | undefined> {
    const row = (await this.db('community_sidebar').first(
      'active_users',
      'sacred_spaces',
      'shared_moments',
      'trending_topics',
      'computed_at',
      this.db.raw(`computed_at < now() - make_interval(secs => ?) AS stale`, [maxAgeSeconds]),
    )) as
      | {
          active_users: number;
          sacred_spaces: number;
          shared_moments: number;
          trending_topics: TrendingTopic[];
          computed_at: Date;
          stale: boolean;
        }
      | undefined;
    if (!row) return undefined;
    return {
      stats: { activeUsers: row.active_users, sacredSpaces: row.sacred_spaces, sharedMoments: row.shared_moments },
      topics: row.trending_topics,
      computedAt: row.computed_at,
      stale: row.stale,
    };
  }

  private async countStats(): Promise<CommunityStats> {
    const result = await this.db.raw<{ rows: Array<Record<string, string | number>> }>(
      `SELECT
         (SELECT count(DISTINCT user_id) FROM (
            SELECT author_id AS user_id FROM posts WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
            UNION ALL SELECT author_id FROM comments WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
            UNION ALL SELECT user_id FROM likes WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
            UNION ALL SELECT creator_id FROM altars WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
            UNION ALL SELECT user_id FROM altar_reviews WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
            UNION ALL SELECT user_id FROM journal_entries WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
            UNION ALL SELECT user_id FROM rituals WHERE created_at >= now() - interval '${ACTIVE_USER_DAYS} days'
          ) active
          -- Activity Tracking off: the member is not counted in public activity (core/src/settings.ts).
          WHERE NOT EXISTS (SELECT 1 FROM user_settings us WHERE us.user_id = active.user_id
                              AND (us.settings -> 'privacy' ->> 'activityTracking')::boolean IS FALSE)) AS active_users,
         (SELECT count(*) FROM altars a
           WHERE NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'altar' AND h.content_id = a.id)) AS sacred_spaces,
         (SELECT count(*) FROM posts p
           WHERE NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'post' AND h.content_id = p.id))
           + (SELECT count(*) FROM pilgrimage_photos WHERE is_public) AS shared_moments`,
    );
    const row = result.rows[0] ?? {};
    return {
      activeUsers: Number(row.active_users ?? 0),
      sacredSpaces: Number(row.sacred_spaces ?? 0),
      sharedMoments: Number(row.shared_moments ?? 0),
    };
  }

  /** The most used hashtags over the latest posts (hidden posts left out). */
  private async countTrendingTopics(limit: number): Promise<TrendingTopic[]> {
    const result = await this.db.raw<{ rows: Array<{ tag: string; posts: string | number }> }>(
      `SELECT tag, count(*) AS posts
         FROM (SELECT p.tags FROM posts p
                WHERE NOT EXISTS (SELECT 1 FROM hidden_content h WHERE h.content_type = 'post' AND h.content_id = p.id)
                ORDER BY p.created_at DESC, p.id DESC LIMIT ?) latest,
              unnest(latest.tags) AS tag
        GROUP BY tag
        ORDER BY count(*) DESC, tag
        LIMIT ?`,
      [TOPIC_WINDOW_POSTS, limit],
    );
    return result.rows.map((row) => ({ tag: row.tag, posts: Number(row.posts) }));
  }

  /**
   * Badges earned most recently, by members whose profile is public and Activity Tracking on: the first rows
   * of user_badges_earned_at_index, so privacy changes count at once and nothing is scanned.
   */
  async recentAchievements(limit: number): Promise<RecentAchievement[]> {
    const rows: Array<{
      user_id: number;
      first_name: string | null;
      last_name: string | null;
      name: string;
      icon: string | null;
      earned_at: Date;
    }> = await this.db('user_badges as ub')
      .join('badges as b', 'b.id', 'ub.badge_id')
      .join('users as u', 'u.id', 'ub.user_id')
      .leftJoin('user_settings as s', 's.user_id', 'ub.user_id')
      .select('ub.user_id', 'u.first_name', 'u.last_name', 'b.name', 'b.icon', 'ub.earned_at')
      .whereRaw(`coalesce(s.profile_visibility, 'public') = 'public'`)
      // Activity Tracking off: the member's badges stay on their profile but leave the public feed.
      .whereRaw(`(s.settings -> 'privacy' ->> 'activityTracking')::boolean IS NOT FALSE`)
      .orderBy([
        { column: 'ub.earned_at', order: 'desc' },
        { column: 'ub.id', order: 'desc' },
      ])
      .limit(limit);
    return rows.map((row) => ({
      userId: row.user_id,
      memberName: displayName(row.first_name, row.last_name),
      badgeName: row.name,
      icon: row.icon,
      earnedAt: row.earned_at,
    }));
  }
}
