/** Texts of the back-office frame that are not fixed word for word. */
export const ADMIN_ONLY = {
  title: 'Restricted area',
  message: 'This area is for administrators only.',
  signIn: 'Sign in',
  backToShop: 'Back to the shop',
} as const;

export const CONTROL_PANEL = 'Control Panel';
