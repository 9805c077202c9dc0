import { shopApi } from 'shared-contracts';
import type { ForgotPasswordForm } from 'shared-contracts/schemas';

/** User/forgotPassword.php: mails a reset link when the address has an account. */
export const forgotPassword = (form: ForgotPasswordForm) => shopApi.user.forgotPassword(form);
