import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where photo bytes live; the local directory is the default, an object store can implement the same. */
export interface PhotoStorage {
  /** Stores the bytes under `name` (idempotent: same name, same bytes). */
  save(name: string, data: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
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
}
