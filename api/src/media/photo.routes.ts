import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@sacred/core/photos';
import { ValidationError } from '../platform/errors';
import { route, type RestRoute } from '../platform/rest/rest';
import { uploadedPhotosAnswerSchema } from '@sacred/core/answers';

export const photoRoutes: RestRoute[] = [
  route({
    // Beyond the spec (which does not show how photos travel): upload 1-3 photos, then send their URLs.
    method: 'post',
    path: '/uploads/photos',
    answer: uploadedPhotosAnswerSchema,
    summary: 'Upload 1-3 photos (multipart/form-data); answers their URLs',
    access: 'member',
    status: 201,
    body: {
      multipart: {
        maxFiles: PHOTO_LIMITS.perAltar.max,
        maxFileBytes: PHOTO_LIMITS.maxBytes,
        tooLarge: PHOTO_MESSAGES.tooLarge,
        tooMany: PHOTO_MESSAGES.tooMany,
      },
    },
    handle: async ({ files }, ctx) => {
      if (!files?.length) throw new ValidationError(PHOTO_MESSAGES.noFile, { photo: PHOTO_MESSAGES.noFile });
      // Check every file before storing any.
      const photos = await ctx.services.photos.ingestAll(files.map((file) => file.data));
      return { photos };
    },
  }),
];
