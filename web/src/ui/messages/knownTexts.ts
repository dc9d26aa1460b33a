import { REPORT_MESSAGES } from '@sacred/core/community';
import { PHOTO_MESSAGES } from '@sacred/core/photos';
import { UPLOAD_MESSAGES } from '../../app/http';

/** Texts of core and the app's upload that the UI kit shows as it received them: `knownText(t, table, text)`. */
export const UPLOAD_ERRORS = {
  photoNotAnImage: PHOTO_MESSAGES.notAnImage,
  photoTooLarge: PHOTO_MESSAGES.tooLarge,
  photoNoFile: PHOTO_MESSAGES.noFile,
  uploadFailed: UPLOAD_MESSAGES.failed,
  uploadConnection: UPLOAD_MESSAGES.connection,
} as const;

export const REPORT_TEXTS = {
  reportRecordedTitle: REPORT_MESSAGES.recordedTitle,
  reportRecordedDescription: REPORT_MESSAGES.recordedDescription,
  reportFailed: REPORT_MESSAGES.failed,
} as const;
