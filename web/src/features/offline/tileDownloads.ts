import { backoffMs, isRetriableStatus, RETRIES_ON_BACKOFF, type DownloadTerms } from '@sacred/core/offlinePacks';

export interface DownloadProgress {
  done: number;
  total: number;
  bytes: number;
}

export interface DownloadOutcome {
  stored: string[];
  bytes: number;
  /** URLs that could not be had (kept failing, or failed twice on the network). */
  failed: number;
  /** True when the download stopped at the terms' byte cap before every URL was fetched. */
  capped: boolean;
}

export interface DownloadIo {
  fetch(url: string): Promise<Response>;
  /** Keeps one answer's body; resolves once it is stored. */
  store(url: string, body: Blob, response: Response): Promise<void>;
  onProgress?(progress: DownloadProgress): void;
  /** Waits `ms` (a test passes one that records the pause and resolves at once). */
  sleep?(ms: number): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches every URL with at most `terms.concurrency` requests at once. A 429 or 5xx pauses every request of
 * the download (Retry-After when sent, else doubling from 1 s) and asks again, up to RETRIES_ON_BACKOFF
 * times; a network error is tried once more. 204 and 404 (no tile there) count as done and are not kept.
 * With a byte cap, no new request starts once the kept bytes reach it.
 */
export async function downloadAll(
  urls: readonly string[],
  terms: DownloadTerms,
  io: DownloadIo,
): Promise<DownloadOutcome> {
  const sleep = io.sleep ?? wait;
  const progress: DownloadProgress = { done: 0, total: urls.length, bytes: 0 };
  const stored: string[] = [];
  let failed = 0;
  let capped = false;
  let next = 0;
  // Every request waits for this first: the pause the last 429 or 5xx asked for (pauses overlapping).
  let paused: Promise<unknown> = Promise.resolve();

  const fetchOne = async (url: string): Promise<void> => {
    let networkFailures = 0;
    for (let backoffs = 0; ;) {
      for (let waited: Promise<unknown> | undefined; waited !== paused;) await (waited = paused);
      let response: Response;
      try {
        response = await io.fetch(url);
      } catch {
        if (++networkFailures >= 2) break;
        continue;
      }
      if (response.status === 204 || response.status === 404) return;
      if (isRetriableStatus(response.status)) {
        backoffs += 1;
        if (backoffs > RETRIES_ON_BACKOFF) break;
        paused = Promise.all([paused, sleep(backoffMs(backoffs, response.headers.get('retry-after')))]);
        continue;
      }
      if (!response.ok) {
        if (++networkFailures >= 2) break;
        continue;
      }
      const body = await response.blob();
      await io.store(url, body, response);
      stored.push(url);
      progress.bytes += body.size;
      return;
    }
    failed += 1;
  };

  const worker = async () => {
    while (next < urls.length) {
      if (terms.maxPackBytes !== undefined && progress.bytes >= terms.maxPackBytes) {
        capped = true;
        return;
      }
      const url = urls[next++] as string;
      await fetchOne(url);
      progress.done += 1;
      io.onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, terms.concurrency) }, worker));
  return { stored, bytes: progress.bytes, failed, capped };
}
