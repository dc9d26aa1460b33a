import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@sacred/core/photos';

export const UPLOAD_PATH = '/api/uploads/photos';

/**
 * Uploads one photo (multipart, POST /api/uploads/photos) and resolves to its stored URL. XHR rather
 * than fetch, for upload progress (0 to 1). The server judges the bytes; this only refuses what it
 * certainly would (too large), to spare the upload.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  if (file.size > PHOTO_LIMITS.maxBytes) return Promise.reject(new Error(PHOTO_MESSAGES.tooLarge));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { photos?: Array<{ url: string }>; message?: string } | null;
      const url = body?.photos?.[0]?.url;
      if (request.status >= 200 && request.status < 300 && url) {
        onProgress(1);
        resolve(url);
      } else {
        reject(new Error(body?.message ?? `${request.status}: ${request.statusText || 'Upload failed'}`));
      }
    };
    request.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('photo', file, file.name || 'photo');
    request.send(form);
  });
}
