import { shareLink, type ShareOutcome } from '../../app/shareLink';
import { communityText } from './messages';

/** A link to a post in the feed. */
export function postLink(origin: string, postId: number): string {
  return `${origin}/feed#post-${postId}`;
}

/** Share a post's link (or copy it). */
export function sharePost(postId: number, text: string): Promise<ShareOutcome> {
  return shareLink({ title: communityText('title'), text, url: postLink(window.location.origin, postId) });
}
