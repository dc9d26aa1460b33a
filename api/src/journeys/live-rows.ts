/** A numeric column PostgreSQL sends as text, or null. */
export const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** A member's display name in SQL over `users u`: first and last name, or null when both are empty. */
export const MEMBER_NAME_SQL = "NULLIF(concat_ws(' ', u.first_name, u.last_name), '')";
