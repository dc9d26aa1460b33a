export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Share a link with the Web Share API where there is one, otherwise copy it. Closing the share sheet
 * is 'cancelled' (nothing is copied then); any other refusal of the sheet falls back to the copy.
 */
export async function shareLink(share: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(share.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
