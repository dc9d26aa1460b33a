import * as yup from 'yup';
import { MESSAGES } from './messages';
import { UPLOADED_PHOTO_URL } from './photos';
import { LANGUAGES, type Language } from './settings';
import { isTimeZone, TIME_ZONE_MESSAGES } from './time-zone';

/** Sign-in, sign-up and profile rules, shared by the forms and the server. */

export const ACCOUNT_MESSAGES = {
  profileImageNotUploaded: 'The picture must be a photo uploaded to Sacred Spaces',
  invalidEmail: 'Please enter a valid email address',
  loginPasswordTooShort: 'Password must be at least 6 characters',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordsDontMatch: "Passwords don't match",
  mustAgreeToTerms: 'You must agree to the terms',
  mustAgreeToEcoGuidelines: 'You must agree to our eco-conscious guidelines',
  loginFailed: 'Invalid email or password. Please try again.',
  loginVerificationFailed: 'Login verification failed. Please try again.',
  loginFallback: 'Login failed',
  signupFailed: 'Signup failed. Please try again.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignups: 'Too many accounts were created from this network. Please try again later.',
  /** Past the account's limit, from an address the member never signed in from: right or wrong, this answer. */
  signInLinkSent:
    'Someone has been trying many passwords on this account, so new devices finish signing in by email. If your password was right, we sent you a sign-in link.',
  signedInByLink: 'You are signed in. This device is remembered for your next sign-in.',
  signInRequired: 'Please sign in to continue.',
  notYourAccount: 'You can only change your own account.',
  bioTooLong: 'Bio must be at most 200 characters',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  // Email confirmation, password change and reset (beyond the spec; docs/api.md "Authentication").
  checkYourEmail: 'Check your email: we sent you a link to finish signing up.',
  emailConfirmed: 'Your email is confirmed. Welcome to the Sacred Circle.',
  confirmationSent: 'We sent you a new confirmation link.',
  alreadyConfirmed: 'Your email is already confirmed.',
  linkInvalid: 'This link has expired or was already used. Please ask for a new one.',
  tooManyEmails: 'Too many emails asked for. Please wait an hour and try again.',
  confirmEmailFirst: 'Please confirm your email first: open the link we sent you, or ask for a new one in Settings.',
  resetRequested:
    'If an account uses that email, we sent it a link to choose a new password. The link works for one hour.',
  passwordReset: 'Your password is changed and every other session is signed out.',
  passwordChanged: 'Your password is changed. Your other sessions are signed out.',
  currentPasswordWrong: 'Your current password is not right.',
  newPasswordSame: 'Choose a password different from the current one',
  otherSessionsEnded: 'Every other session is signed out.',
  signOutFirst: 'You are signed in here already. Sign out first, then open the link again.',
  reservedEmail: 'This address is reserved and cannot be used for an account. Please use your own email address.',
  providerEmailUnconfirmed:
    'An account with this email exists but its email is not confirmed. Sign in with your password and confirm your email first, then continue with your provider.',
} as const;

/**
 * A link used while another member is signed in here: it did its work for the account it names, and
 * this browser stays signed in as it was (a link never switches a session).
 */
export const linkUsedForAnotherAccount = (done: string, email: string) =>
  `${email}: ${done} You are still signed in here as yourself; sign out to use that account.`;

export const BIO_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
/** argon2 hashes any length, but an unbounded password is a cheap way to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Addresses no member may hold: the `.invalid` top-level domain (RFC 2606), where the "Former member"
 * placeholder lives; it can never receive mail, so nobody could prove it is theirs.
 */
export function isReservedEmail(address: string): boolean {
  return /\.invalid\.?$/i.test(address.trim());
}

const email = yup
  .string()
  .trim()
  .lowercase()
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.invalidEmail)
  .email(ACCOUNT_MESSAGES.invalidEmail)
  .required(MESSAGES.required);

export const loginSchema = yup.object({
  email,
  password: yup
    .string()
    .min(6, ACCOUNT_MESSAGES.loginPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.loginFailed)
    .required(MESSAGES.required),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

const name = (tooShort: string) =>
  yup
    .string()
    .trim()
    .min(2, tooShort)
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`)
    .required(MESSAGES.required);

/** A new password: at sign-up, on change and on reset. */
const newPassword = () =>
  yup
    .string()
    .min(8, ACCOUNT_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .matches(/[a-z]/, ACCOUNT_MESSAGES.passwordNeedsLowercase)
    .matches(/[A-Z]/, ACCOUNT_MESSAGES.passwordNeedsUppercase)
    .matches(/\d/, ACCOUNT_MESSAGES.passwordNeedsNumber)
    .required(MESSAGES.required);

/** A sign-up's language that the app does not speak. */
export const SIGNUP_LANGUAGE_MESSAGE = `Language must be one of ${LANGUAGES.map((language) => language.code).join(', ')}`;

/** What the server receives at sign-up (confirmPassword and the agreements stay in the form). */
export const signupSchema = yup.object({
  firstName: name(ACCOUNT_MESSAGES.firstNameTooShort),
  lastName: name(ACCOUNT_MESSAGES.lastNameTooShort),
  email: email.test('not-reserved', ACCOUNT_MESSAGES.reservedEmail, (value) => !isReservedEmail(value ?? '')),
  password: newPassword(),
  // Optional: the new member's Language setting and time zone (the web app sends what it displays in and
  // the browser's zone); left out, the defaults (English, UTC until the app learns the zone).
  language: yup
    .mixed<Language>()
    .oneOf(
      LANGUAGES.map((language) => language.code),
      SIGNUP_LANGUAGE_MESSAGE,
    )
    .optional(),
  timeZone: yup
    .string()
    .strict()
    .typeError(TIME_ZONE_MESSAGES.invalid)
    .max(64, TIME_ZONE_MESSAGES.invalid)
    .test('zone', TIME_ZONE_MESSAGES.invalid, (value) => value === undefined || isTimeZone(value))
    .optional(),
});
export type SignupInput = yup.InferType<typeof signupSchema>;

/** The sign-up form: the server's rules plus the fields only the form has. */
export const signupFormSchema = signupSchema.shape({
  confirmPassword: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], ACCOUNT_MESSAGES.passwordsDontMatch),
  agreeToTerms: yup
    .boolean()
    .oneOf([true], ACCOUNT_MESSAGES.mustAgreeToTerms)
    .required(ACCOUNT_MESSAGES.mustAgreeToTerms),
  agreeToEcoGuidelines: yup
    .boolean()
    .oneOf([true], ACCOUNT_MESSAGES.mustAgreeToEcoGuidelines)
    .required(ACCOUNT_MESSAGES.mustAgreeToEcoGuidelines),
});

const optionalText = (max: number, message: string) => yup.string().trim().max(max, message).nullable().optional();

/** A profile edit may leave a name out (unchanged), but a name it sends obeys the sign-up rules. */
const changedName = (tooShort: string) =>
  yup
    .string()
    .trim()
    .min(2, tooShort)
    .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`)
    .nonNullable(tooShort)
    .optional();

export const profileUpdateSchema = yup.object({
  firstName: changedName(ACCOUNT_MESSAGES.firstNameTooShort),
  lastName: changedName(ACCOUNT_MESSAGES.lastNameTooShort),
  bio: optionalText(BIO_MAX_LENGTH, ACCOUNT_MESSAGES.bioTooLong),
  // Only a photo uploaded here: any other address would be fetched by every viewer's browser (a
  // same-site path such as /api/logout included).
  profileImageUrl: yup
    .string()
    .trim()
    .max(2048, 'The image address is too long')
    .matches(UPLOADED_PHOTO_URL, { message: ACCOUNT_MESSAGES.profileImageNotUploaded, excludeEmptyString: true })
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = yup.InferType<typeof profileUpdateSchema>;

// ---- Email confirmation, password change and reset (beyond the spec) ----

/** How long the links sent by email work, and how many of each kind a member may ask for in an hour. */
export const ACCOUNT_LINKS = {
  verifyEmailHours: 48,
  resetPasswordMinutes: 60,
  signInLinkMinutes: 15,
  emailsPerHour: 3,
} as const;

/** A link token sent by email: 43 base64url characters (32 random bytes). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const token = yup
  .string()
  .trim()
  .matches(LINK_TOKEN_PATTERN, { message: ACCOUNT_MESSAGES.linkInvalid })
  .required(ACCOUNT_MESSAGES.linkInvalid);

export const emailTokenSchema = yup.object({ token });
export type EmailTokenInput = yup.InferType<typeof emailTokenSchema>;

export const passwordResetRequestSchema = yup.object({ email });
export type PasswordResetRequestInput = yup.InferType<typeof passwordResetRequestSchema>;

export const passwordResetSchema = yup.object({ token, password: newPassword() });
export type PasswordResetInput = yup.InferType<typeof passwordResetSchema>;

/** The reset form: the server's rules plus the confirmation only the form has. */
export const passwordResetFormSchema = yup.object({
  password: newPassword(),
  confirmPassword: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('password')], ACCOUNT_MESSAGES.passwordsDontMatch),
});

export const passwordChangeSchema = yup.object({
  currentPassword: yup
    .string()
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong)
    .required(MESSAGES.required),
  newPassword: newPassword().notOneOf([yup.ref('currentPassword')], ACCOUNT_MESSAGES.newPasswordSame),
});
export type PasswordChangeInput = yup.InferType<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema.shape({
  confirmPassword: yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref('newPassword')], ACCOUNT_MESSAGES.passwordsDontMatch),
});

/** argon2id at OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const PASSWORD_HASH_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const DEFAULT_DISPLAY_NAME = 'Sacred Space Keeper';

/** A member's name as shown to others, or 'Sacred Space Keeper' when they gave none. */
export function displayName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName].filter((part) => part && part.trim()).join(' ') || DEFAULT_DISPLAY_NAME;
}
