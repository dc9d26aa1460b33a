import { createReadStream } from 'node:fs';
import { access, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredPhotoFile {
  body: Readable;
  size: number | undefined;
}

/** Where photo bytes live: the local directory by default, an S3-compatible store with STORAGE=s3. */
export interface PhotoStorage {
  /** Stores the bytes under `name` (idempotent: same name, same bytes). */
  save(name: string, data: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The stored bytes, or undefined when there is no such photo. */
  open(name: string): Promise<StoredPhotoFile | undefined>;
  close?(): void;
}

export class LocalPhotoStorage implements PhotoStorage {
  constructor(readonly directory: string) {}

  async save(name: string, data: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const target = path.join(this.directory, name);
    // Write then rename, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
  }

  async exists(name: string): Promise<boolean> {
    try {
      await access(path.join(this.directory, name));
      return true;
    } catch {
      return false;
    }
  }

  async open(name: string): Promise<StoredPhotoFile | undefined> {
    const file = path.join(this.directory, path.basename(name));
    try {
      return { size: (await stat(file)).size, body: createReadStream(file) };
    } catch {
      return undefined;
    }
  }
}
