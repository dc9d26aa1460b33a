import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * An answer already written as JSON (by the database, or once for many requests): the REST adapter sends
 * its text as it is, with the JSON content type, instead of serialising an object.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A JSON answer kept for many requests (a public answer, the same for everyone): its ETag and its gzip are
 * made once, and the REST adapter sends them as they are: 304 to a matching If-None-Match, the gzip to a
 * client that accepts it, and `Cache-Control: no-cache` so a browser, the service worker or a CDN keeps it
 * and asks again with its ETag.
 */
export class SharedJsonText extends JsonText {
  readonly etag: string;
  private gzip: Buffer | undefined;

  constructor(text: string) {
    super(text);
    this.etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  }

  gzipped(): Buffer {
    this.gzip ??= gzipSync(this.text);
    return this.gzip;
  }

  /** What keeping it costs: the text (UTF-16 in memory) and its gzip. */
  bytes(): number {
    return this.text.length * 2 + this.gzipped().length;
  }
}
