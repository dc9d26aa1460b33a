import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES, UPLOADED_PHOTO_URL } from '@sacred/core/photos';
import { ValidationError } from '../platform/errors';
import type { PhotoStorage } from './photo-storage';

export interface StoredPhoto {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

interface EncodedPhoto {
  name: string;
  data: Buffer;
  info: OutputInfo;
}

/** Formats we read, judged from the bytes themselves (sharp's sniffing), never from a name. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
/** `data:<type>;base64,` (the declared type is ignored: the bytes decide). */
const DATA_URL_HEADER = /^data:[\w.+/-]*(;[\w=.-]+)*;base64,$/;
/** Decompression-bomb guard: about 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: message });

export class PhotoService {
  constructor(private readonly storage: PhotoStorage) {}

  /**
   * Checks the bytes are a photo, applies its orientation, resizes it, re-encodes it as WebP (which
   * drops EXIF, GPS included) and stores it under the hash of the result.
   */
  async ingest(data: Buffer, field = 'photo'): Promise<StoredPhoto> {
    return this.store(await this.encode(data, field));
  }

  /** Checks and re-encodes without storing (so a batch stores nothing until every photo encoded). */
  private async encode(data: Buffer, field: string): Promise<EncodedPhoto> {
    await this.assertPhoto(data, field);
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({
          width: PHOTO_LIMITS.maxDimension,
          height: PHOTO_LIMITS.maxDimension,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw invalid(field, PHOTO_MESSAGES.notAnImage);
    }
    return { name: `${createHash('sha256').update(output.data).digest('hex')}.webp`, ...output };
  }

  private async store(photo: EncodedPhoto): Promise<StoredPhoto> {
    await this.storage.save(photo.name, photo.data);
    return {
      url: `/media/uploads/${photo.name}`,
      width: photo.info.width,
      height: photo.info.height,
      bytes: photo.data.length,
    };
  }

  /** Several photos at once: all are checked and re-encoded before any is stored. */
  async ingestAll(photos: Buffer[], field = 'photo'): Promise<StoredPhoto[]> {
    for (const data of photos) await this.assertPhoto(data, field);
    const encoded: EncodedPhoto[] = [];
    for (const data of photos) encoded.push(await this.encode(data, field));
    const stored: StoredPhoto[] = [];
    for (const photo of encoded) stored.push(await this.store(photo));
    return stored;
  }

  ingestDataUrl(dataUrl: string, field = 'photo'): Promise<StoredPhoto> {
    return this.ingest(decodeDataUrl(dataUrl, field), field);
  }

  /**
   * Turns the photos a client sends (URLs from the upload endpoint, or data URLs) into stored photo
   * URLs. Every photo is checked before any is stored, so a bad third photo stores nothing.
   */
  async resolve(
    references: unknown,
    field = 'photos',
    { min = 0, max = Number.POSITIVE_INFINITY } = {},
  ): Promise<string[]> {
    const refs = references ?? [];
    if (!Array.isArray(refs) || refs.some((ref) => typeof ref !== 'string')) {
      throw invalid(field, PHOTO_MESSAGES.unknownReference);
    }
    if (refs.length < min) throw invalid(field, PHOTO_MESSAGES.required);
    if (refs.length > max) throw invalid(field, PHOTO_MESSAGES.tooMany);
    const checked: Array<string | Buffer> = [];
    for (const ref of refs as string[]) {
      if (ref.startsWith('data:')) {
        const data = decodeDataUrl(ref, field);
        await this.assertPhoto(data, field);
        checked.push(data);
        continue;
      }
      const uploaded = UPLOADED_PHOTO_URL.exec(ref);
      if (!uploaded || !(await this.storage.exists(`${uploaded[1]}.webp`))) {
        throw invalid(field, PHOTO_MESSAGES.unknownReference);
      }
      checked.push(ref);
    }
    // Re-encode every inline photo before storing any: a photo that fails late stores nothing either.
    const encoded: Array<string | EncodedPhoto> = [];
    for (const item of checked) encoded.push(typeof item === 'string' ? item : await this.encode(item, field));
    const urls: string[] = [];
    for (const item of encoded) urls.push(typeof item === 'string' ? item : (await this.store(item)).url);
    return urls;
  }

  private async assertPhoto(data: Buffer, field: string): Promise<void> {
    if (data.length > PHOTO_LIMITS.maxBytes) throw invalid(field, PHOTO_MESSAGES.tooLarge);
    let format: string | undefined;
    try {
      format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw invalid(field, PHOTO_MESSAGES.notAnImage);
    }
    if (!format || !READABLE_FORMATS.has(format)) throw invalid(field, PHOTO_MESSAGES.notAnImage);
  }
}

function decodeDataUrl(dataUrl: string, field: string): Buffer {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || !DATA_URL_HEADER.test(dataUrl.slice(0, comma + 1))) throw invalid(field, PHOTO_MESSAGES.notAnImage);
  const payload = dataUrl.slice(comma + 1);
  // base64 is 4/3 of the bytes: refuse what is certainly too large before decoding it.
  if ((payload.length * 3) / 4 > PHOTO_LIMITS.maxBytes + 3) throw invalid(field, PHOTO_MESSAGES.tooLarge);
  if (!/^[A-Za-z0-9+/=\s]*$/.test(payload)) throw invalid(field, PHOTO_MESSAGES.notAnImage);
  return Buffer.from(payload, 'base64');
}
