import { open, type FileHandle } from 'node:fs/promises';
import { FetchSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import type { ArchiveLocation } from '../platform/config';

/**
 * Reads a local PMTiles archive by byte ranges (the pmtiles library's own FileSource is for the
 * browser's File API). The file stays open for the server's life; its size and modification time make
 * the ETag, so replacing the archive invalidates cached tiles.
 */
export class NodeFileSource implements Source {
  private handle: Promise<FileHandle> | undefined;
  private etag: Promise<string> | undefined;

  constructor(readonly path: string) {}

  getKey(): string {
    return this.path;
  }

  private file(): Promise<FileHandle> {
    this.handle ??= open(this.path, 'r');
    return this.handle;
  }

  /** `size-mtime` of the archive, as express.static would make it. */
  version(): Promise<string> {
    this.etag ??= this.file()
      .then((file) => file.stat())
      .then((stat) => `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`);
    return this.etag;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const file = await this.file();
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, offset);
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead);
    return { data: data as ArrayBuffer, etag: await this.version() };
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle).close();
  }
}

export interface OpenArchive {
  location: ArchiveLocation;
  archive: PMTiles;
  close(): Promise<void>;
}

export function openArchive(location: ArchiveLocation): OpenArchive {
  if (location.kind === 'file') {
    const source = new NodeFileSource(location.path);
    return { location, archive: new PMTiles(source), close: () => source.close() };
  }
  return { location, archive: new PMTiles(new FetchSource(location.url)), close: async () => undefined };
}
