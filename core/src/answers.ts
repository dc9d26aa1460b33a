import * as yup from 'yup';

/*
 * The few REST answers that are not a GraphQL type: their shape, declared once for the route and the
 * OpenAPI document.
 */

/** `{ message }`: a confirmation with nothing else to say ("Signed out", "Deleted"). */
export const messageAnswerSchema = yup.object({ message: yup.string().required() });

/** Whether the altar is now among the member's favourites. */
export const favoriteAnswerSchema = yup.object({ favorite: yup.boolean().required() });

/** A route's length along its points, in miles. */
export const milesAnswerSchema = yup.object({ miles: yup.number().required() });

/** The stored photos of an upload, in the order sent; their URLs go into altars, posts and profiles. */
export const uploadedPhotosAnswerSchema = yup.object({
  photos: yup.array(yup.object({ url: yup.string().required() })).required(),
});
