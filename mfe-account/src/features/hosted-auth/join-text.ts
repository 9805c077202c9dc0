/**
 * Texts of the hosted auth views, worded as the Supabase Auth UI's English localisation (the
 * confirmations come from shared-contracts' HOSTED_AUTH_TEXT).
 */
export const VIEWS = [
  'sign_in',
  'sign_up',
  'forgotten_password',
  'magic_link',
  'update_password',
  'verify_otp',
] as const;
export type AuthView = (typeof VIEWS)[number];

export const JOIN_TEXT = {
  emailLabel: 'Email address',
  emailPlaceholder: 'Your email address',
  sign_in: {
    title: 'Welcome back',
    passwordLabel: 'Your Password',
    passwordPlaceholder: 'Your password',
    button: 'Sign in',
    loading: 'Signing in ...',
    social: 'Sign in with',
    link: 'Already have an account? Sign in',
  },
  sign_up: {
    title: 'Create your account',
    passwordLabel: 'Create a Password',
    passwordPlaceholder: 'Your password',
    button: 'Sign up',
    loading: 'Signing up ...',
    social: 'Sign up with',
    link: "Don't have an account? Sign up",
  },
  forgotten_password: {
    title: 'Reset your password',
    button: 'Send reset password instructions',
    loading: 'Sending reset instructions ...',
    link: 'Forgot your password?',
  },
  magic_link: {
    title: 'Passwordless access',
    button: 'Send Magic Link',
    loading: 'Sending Magic Link ...',
    link: 'Send a magic link email',
  },
  update_password: {
    title: 'Choose a new password',
    passwordLabel: 'New password',
    passwordPlaceholder: 'Your new password',
    button: 'Update password',
    loading: 'Updating password ...',
  },
  verify_otp: {
    title: 'Enter your code',
    tokenLabel: 'Token',
    tokenPlaceholder: 'Your Otp token',
    button: 'Verify token',
    loading: 'Signing in ...',
    link: 'Have a code from your email? Enter it',
  },
  providers: { facebook: 'Facebook', google: 'Google' },
  or: 'or',
} as const;

export const PROVIDERS = ['facebook', 'google'] as const;
export type Provider = (typeof PROVIDERS)[number];

export function initialView(search: string): AuthView {
  const view = new URLSearchParams(search).get('view');
  return (VIEWS as readonly string[]).includes(view ?? '') ? (view as AuthView) : 'sign_in';
}
