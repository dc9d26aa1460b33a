import * as yup from 'yup';
import { PRIVATELY_REPORTED_CONTENT, REPORTABLE_CONTENT } from './community';
import { PUSH_PREFERENCE_KEYS } from './push';

/*
 * The few REST answers that are not a GraphQL type: their shape, declared once for the route and the
 * OpenAPI document.
 */

/** `{ message }`: a confirmation with nothing else to say ("Signed out", "Deleted"). */
export const messageAnswerSchema = yup.object({ message: yup.string().required() });

/** Whether something the member had set was there to remove. */
export const removedAnswerSchema = yup.object({ removed: yup.boolean().required() });

/** Whether the altar is now among the member's favourites. */
export const favoriteAnswerSchema = yup.object({ favorite: yup.boolean().required() });

/** A route's length along its points, in miles. */
export const milesAnswerSchema = yup.object({ miles: yup.number().required() });

/** The stored photos of an upload, in the order sent; their URLs go into altars, posts and profiles. */
export const uploadedPhotosAnswerSchema = yup.object({
  photos: yup.array(yup.object({ url: yup.string().required() })).required(),
});

/** How members can sign in on this server: openIdConnect when an issuer is configured. */
export const signInProvidersAnswerSchema = yup.object({
  openIdConnect: yup.boolean().required(),
});

/** How many records a decision changed. */
export const changedAnswerSchema = yup.object({ changed: yup.number().integer().required() });

/** The VAPID public key a browser subscribes to web push with (its applicationServerKey). */
export const pushPublicKeyAnswerSchema = yup.object({ publicKey: yup.string().required() });

/** A piece of reported content in the moderation queue: its open reports and their reasons. */
export const openReportGroupAnswerSchema = yup.object({
  contentType: yup
    .string()
    .oneOf([...REPORTABLE_CONTENT, ...PRIVATELY_REPORTED_CONTENT])
    .required(),
  contentId: yup.number().integer().required(),
  openReports: yup.number().integer().required(),
  hidden: yup.boolean().required(),
  reasons: yup.array(yup.string().required()).required(),
});

/** Which settings this server can honour, with the reason when it cannot. */
export const settingsOptionsAnswerSchema = yup.object({
  emailDigest: yup
    .object({ available: yup.boolean().required(), reason: yup.string().nullable().defined() })
    .required(),
});
export type SettingsOptions = yup.InferType<typeof settingsOptionsAnswerSchema>;

/** Whether one device is subscribed to web push, and its preferences. */
export const deviceSubscriptionAnswerSchema = yup.object({
  subscribed: yup.boolean().required(),
  preferences: yup
    .object(Object.fromEntries(PUSH_PREFERENCE_KEYS.map((key) => [key, yup.boolean().required()])))
    .required(),
});
