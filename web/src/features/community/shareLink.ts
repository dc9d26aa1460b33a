/** A link to a post in the feed. */
export function postLink(origin: string, postId: number): string {
  return `${origin}/feed#post-${postId}`;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Share with the Web Share API where there is one, otherwise copy the link. */
export async function sharePost(postId: number, text: string): Promise<ShareOutcome> {
  const url = postLink(window.location.origin, postId);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Sacred Community', text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
