import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@sacred/core/photos';

/**
 * The app's few REST calls (most of it speaks GraphQL): JSON in and out with the session cookie, a file
 * download, a multipart form, and the photo upload. A refused call throws HttpError with the server's
 * `message` (every REST error body is `{ message, errors? }`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function failure(response: Response): Promise<HttpError> {
  const text = await response.text();
  let message = text || response.statusText || `${response.status}`;
  try {
    const parsed = JSON.parse(text) as { message?: string };
    if (parsed.message) message = parsed.message;
  } catch {
    // the body is not JSON
  }
  return new HttpError(response.status, message);
}

/** A JSON call; `body` is sent as JSON when given. A network failure throws as fetch does (not HttpError). */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal ?? null,
  });
  if (!response.ok) throw await failure(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A multipart POST (a file and its fields); answers the JSON body. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** Fetches a file and saves it under the name the server gives (Content-Disposition), else `fallbackName`. */
export async function download(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw await failure(response);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export const UPLOAD_PATH = '/api/uploads/photos';

/** What a failed upload says when the server has not said it (ui/PhotoPicker shows them translated). */
export const UPLOAD_MESSAGES = {
  failed: 'The upload failed.',
  connection: 'The upload failed. Check your connection and try again.',
} as const;

/**
 * Uploads one photo (multipart, POST /api/uploads/photos) and resolves to its stored URL. XHR rather
 * than fetch, for upload progress (0 to 1). The server judges the bytes; this only refuses what it
 * certainly would (too large), to spare the upload.
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<string> {
  if (file.size > PHOTO_LIMITS.maxBytes) return Promise.reject(new Error(PHOTO_MESSAGES.tooLarge));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { photos?: Array<{ url: string }>; message?: string } | null;
      const url = body?.photos?.[0]?.url;
      if (xhr.status >= 200 && xhr.status < 300 && url) {
        onProgress(1);
        resolve(url);
      } else {
        reject(new HttpError(xhr.status, body?.message ?? `${xhr.status}: ${xhr.statusText || 'Upload failed'}`));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.connection));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('photo', file, file.name || 'photo');
    xhr.send(form);
  });
}
