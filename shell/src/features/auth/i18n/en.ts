import { PASSWORD_RESET_TEXT } from 'shared-contracts';

/**
 * The login / sign-up modal's texts. Only the lazily loaded modal imports them, so they stay out
 * of the first load; the shell's other texts are in shell/src/i18n.
 */
export const AUTH_EN = {
  welcomeBack: 'Welcome Back',
  signInLead: 'Access your wishlist, bag and the pieces you sell.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
  newToReluxe: 'New to Reluxe?',
  signUp: 'Sign Up',
  joinReluxe: 'Join Reluxe',
  signUpLead: 'Buy and sell authenticated luxury with confidence.',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  confirmPassword: 'Confirm Password',
  birthdate: 'Birthdate',
  gender: 'Gender',
  preferNotToSay: 'Prefer not to say',
  male: 'Male',
  female: 'Female',
  alreadyHaveAccount: 'Already have an account?',
  signedUpNote: 'Your account is ready. Sign in to continue.',
  forgotPassword: PASSWORD_RESET_TEXT.forgotPassword,
  resetTitle: 'Reset your password',
  resetLead: 'Enter the email of your account and we will send you a link to set a new password.',
  sendResetLink: 'Send reset link',
  backToSignIn: 'Back to Sign In',

  // The sign-in and sign-up service's refusals the modal shows, by their English text (see
  // ../response-message.ts); an answer already in Arabic shows as it is.
  serverInvalidCredentials: 'Invalid email or password',
  serverTooManyFailures: 'Too many failed sign-in attempts. Try again in a few minutes.',
  serverRetrySeconds: 'Rate limit exceeded, retry in {n} seconds',
  serverRetryMinutes: 'Rate limit exceeded, retry in {n} minutes',
  serverPasswordsMismatch: 'Passwords do not match',
  serverPasswordTooShort: 'Password must be at least 8 characters long',
  serverPasswordLettersAndNumbers: 'Password must contain letters and numbers',
  serverEmailTaken: 'An account with this email already exists',
  serverPhoneDigitsOnly: 'Phone number must be digits only',
  serverPhoneLength: 'Phone number must be 5 to 15 digits',
  serverResetLinkSent: PASSWORD_RESET_TEXT.linkSent,
} as const;

export type AuthMessages = typeof AUTH_EN;
