import type { AccountKey } from '../../i18n/messages';

/**
 * The message keys of the hosted auth views' texts, worded as the Supabase Auth UI's English
 * localisation (the confirmations are this package's check* message keys).
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

interface ViewText {
  title: AccountKey;
  button: AccountKey;
  loading: AccountKey;
  /** The link that opens this view. */
  link?: AccountKey;
  passwordLabel?: AccountKey;
  passwordPlaceholder?: AccountKey;
}

export const JOIN_TEXT: Record<AuthView, ViewText> = {
  sign_in: {
    title: 'signInTitle',
    passwordLabel: 'signInPasswordLabel',
    passwordPlaceholder: 'passwordPlaceholder',
    button: 'signInButton',
    loading: 'signInLoading',
    link: 'signInLink',
  },
  sign_up: {
    title: 'signUpTitle',
    passwordLabel: 'signUpPasswordLabel',
    passwordPlaceholder: 'passwordPlaceholder',
    button: 'signUpButton',
    loading: 'signUpLoading',
    link: 'signUpLink',
  },
  forgotten_password: {
    title: 'forgottenTitle',
    button: 'forgottenButton',
    loading: 'forgottenLoading',
    link: 'forgottenLink',
  },
  magic_link: {
    title: 'magicTitle',
    button: 'magicButton',
    loading: 'magicLoading',
    link: 'magicLink',
  },
  update_password: {
    title: 'updateTitle',
    passwordLabel: 'updatePasswordLabel',
    passwordPlaceholder: 'updatePasswordPlaceholder',
    button: 'updateButton',
    loading: 'updateLoading',
  },
  verify_otp: {
    title: 'otpTitle',
    button: 'otpButton',
    loading: 'otpLoading',
    link: 'otpLink',
  },
};

/** The providers' names (brands: the same in every language). */
export const PROVIDER_NAMES = { facebook: 'Facebook', google: 'Google' } as const;

export const PROVIDERS = ['facebook', 'google'] as const;
export type Provider = (typeof PROVIDERS)[number];

export function initialView(search: string): AuthView {
  const view = new URLSearchParams(search).get('view');
  return (VIEWS as readonly string[]).includes(view ?? '') ? (view as AuthView) : 'sign_in';
}
