import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A post's author as the feed shows them." })
export class PostAuthor {
  @Field(() => Int, { description: 'The member id (their profile is `memberProfile(userId)`).' })
  id!: number;

  @Field(() => String, { nullable: true, description: 'Null when the member never gave one.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the member never gave one.' })
  lastName!: string | null;

  @Field(() => String, { nullable: true, description: 'Avatar URL; the feed shows initials without one.' })
  profileImageUrl!: string | null;

  @Field(() => [String], {
    description: "Names of the author's badges, oldest first; 'guide' shows a Guide badge beside the name.",
  })
  badges!: string[];
}

@ObjectType({ description: 'The altar or pilgrimage a post is about.' })
export class PostPlace {
  @Field(() => Int, { description: 'The altar or pilgrimage id.' })
  id!: number;

  @Field(() => String, { description: 'Its name.' })
  name!: string;
}

@ObjectType({ description: 'A community feed post.' })
export class Post {
  @Field(() => Int, { description: 'The post id.' })
  id!: number;

  @Field(() => String, { description: 'The text as written, #hashtags included.' })
  content!: string;

  @Field(() => [String], { description: 'Photo URLs, at most 4.' })
  photos!: string[];

  @Field(() => [String], { description: 'Lower-case #hashtags found in the content, without the #.' })
  tags!: string[];

  @Field(() => Date, { description: 'When it was posted.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Always equal to the number of likes.' })
  likesCount!: number;

  @Field(() => Int, { description: 'Always equal to the number of comments.' })
  commentsCount!: number;

  @Field(() => Boolean, { description: 'Whether the signed-in member likes it (false for guests).' })
  likedByMe!: boolean;

  @Field(() => Boolean, {
    description:
      'True only for the author, when reports hide the post from everyone else until a moderator reviews it.',
  })
  hiddenByReports!: boolean;

  @Field(() => PostAuthor, { description: 'Who wrote it.' })
  author!: PostAuthor;

  @Field(() => PostPlace, { nullable: true, description: 'The altar the post is about, if any.' })
  altar!: PostPlace | null;

  @Field(() => PostPlace, { nullable: true, description: 'The pilgrimage the post belongs to, if any.' })
  pilgrimage!: PostPlace | null;
}

@ObjectType({ description: 'The like state of a post after a toggle.' })
export class PostLike {
  @Field(() => Int, { description: 'The post.' })
  postId!: number;

  @Field(() => Boolean, { description: 'True when the member now likes the post, false when the toggle unliked it.' })
  liked!: boolean;

  @Field(() => Int, { description: 'Its likes after the toggle.' })
  likesCount!: number;
}

@ObjectType({ description: 'A comment on a post.' })
export class Comment {
  @Field(() => Int, { description: 'The comment id.' })
  id!: number;

  @Field(() => Int, { description: 'The post it answers.' })
  postId!: number;

  @Field(() => String, { description: 'The text, 1 to 1000 characters.' })
  content!: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => PostAuthor, { description: 'Who wrote it.' })
  author!: PostAuthor;
}

@ObjectType({ description: 'The three stats cards of the feed, counted in the database.' })
export class CommunityStats {
  @Field(() => Int, {
    description:
      'Members who created, posted, commented, liked, reviewed, journaled or recorded a ritual in the last 365 days.',
  })
  activeUsers!: number;

  @Field(() => Int, { description: 'Altars (sacred spaces) not hidden by reports.' })
  sacredSpaces!: number;

  @Field(() => Int, { description: 'Posts plus public journey photos.' })
  sharedMoments!: number;
}

@ObjectType({ description: 'A hashtag and how many of the latest 200 posts carry it.' })
export class TrendingTopic {
  @Field(() => String, { description: 'Without the #.' })
  tag!: string;

  @Field(() => Int, { description: 'How many of the latest 200 posts carry the tag.' })
  posts!: number;
}

@ObjectType({ description: 'A badge a member earned recently (members with a public profile only).' })
export class RecentAchievement {
  @Field(() => Int, { description: 'The member who earned it.' })
  userId!: number;

  @Field(() => String, { description: "The member's display name." })
  memberName!: string;

  @Field(() => String, { description: 'The badge, as in `badgeCatalogue`.' })
  badgeName!: string;

  @Field(() => String, { nullable: true, description: "The badge's icon name, if it has one." })
  icon!: string | null;

  @Field(() => Date, { description: 'When the member earned it.' })
  earnedAt!: Date;
}

@InputType({ description: 'A new post: content and photos; altar and pilgrimage are optional.' })
export class PostInput {
  @Field(() => String, {
    description: 'Required, not blank after trimming, at most 2000 characters; #hashtags become tags.',
  })
  content!: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Up to 4 photos: URLs from POST /api/uploads/photos, or data URLs (re-encoded and stored).',
  })
  photos?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'The altar the post is about.' })
  altarId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The pilgrimage the post belongs to (the Journeys filter).' })
  pilgrimageId?: number | null;
}

@ObjectType({ description: "A member's report of a post, review, altar or pilgrimage." })
export class ContentReport {
  @Field(() => Int, { description: 'The report id.' })
  id!: number;

  @Field(() => String, { description: 'post, review, altar or pilgrimage.' })
  contentType!: string;

  @Field(() => Int, { description: 'The id of the reported post, review, altar or pilgrimage.' })
  contentId!: number;

  @Field(() => String, { description: "The reporter's reason." })
  reason!: string;

  @Field(() => String, { description: 'open until a moderator reviews it; then dismissed or upheld.' })
  status!: string;

  @Field(() => Date, { description: 'When it was reported (or last re-reported).' })
  createdAt!: Date;
}

@InputType({ description: 'A report; reporting the same content again updates the reason.' })
export class ReportInput {
  @Field(() => String, { description: 'post, review, altar or pilgrimage.' })
  contentType!: string;

  @Field(() => Int, { description: 'The id of the post, review, altar or pilgrimage; NOT_FOUND when there is none.' })
  contentId!: number;

  @Field(() => String, { description: '3 to 500 characters.' })
  reason!: string;
}
