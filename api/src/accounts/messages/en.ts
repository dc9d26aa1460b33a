/** The account emails (account-emails.ts), as the spec writes them. */
export default {
  greeting: 'Hello {name},',
  greetingNoName: 'Hello there,',
  verifySubject: 'Confirm your email for Sacred Spaces',
  verifyBody:
    'Open this link to confirm your email and finish signing up:\n{link}\n\nThe link works for {hours} hours. If you did not sign up, do not open it: someone used your address with a password of their own. To make the account yours, choose your own password at {resetLink}.\n',
  signInSubject: 'Finish signing in to Sacred Spaces',
  signInBody:
    'Someone has been trying many passwords on your account, so a new device finishes signing in by email. You just signed in with the right password; open this link on that device to finish (it works for {minutes} minutes, once):\n{link}\n\nIf it was not you, someone knows your password: choose a new one at {resetLink}.\n',
  signupAttemptSubject: 'Someone tried to sign up with your email',
  signupAttemptBody:
    'Someone tried to create a Sacred Spaces account with this email, which already has one.\nIf it was you, sign in: {loginLink}\nor choose a new password with this link (it works for one hour):\n{link}\n\nIf it was not you, ignore this email; nothing changed.\n',
  resetSubject: 'Choose a new password for Sacred Spaces',
  resetBody:
    'Open this link to choose a new password (it works for one hour, once):\n{link}\n\nIf you did not ask for it, ignore this email; your password stays as it is.\n',
} as const;
