import busboy from 'busboy';
import type { Request } from 'express';
import { ValidationError } from '../errors';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  files: UploadedFile[];
  fields: Record<string, string>;
}

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
  tooLarge: string;
  tooMany: string;
}

/** Reads a multipart/form-data request into memory within the limits (uploads are a few MB). */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new ValidationError('Send the photos as multipart/form-data.'));
  }
  return new Promise((resolve, reject) => {
    const files: UploadedFile[] = [];
    const fields: Record<string, string> = {};
    let failure: Error | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 20, fieldSize: 10_000 },
      });
    } catch {
      reject(new ValidationError('The upload is not valid multipart/form-data.'));
      return;
    }
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new ValidationError(limits.tooLarge, { [field]: limits.tooLarge });
      });
      stream.on('close', () => {
        files.push({ field, filename: info.filename ?? '', data: Buffer.concat(chunks) });
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      failure ??= new ValidationError(limits.tooMany, { photos: limits.tooMany });
    });
    parser.on('error', () => reject(new ValidationError('The upload is not valid multipart/form-data.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ files, fields })));
    req.pipe(parser);
  });
}
