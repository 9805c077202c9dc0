import { shopApi } from 'shared-contracts';
import type { SignupForm } from 'shared-contracts/schemas';

/** User/signup.php from the sign-up form. */
export const signUp = (form: SignupForm) => shopApi.user.signup(form);
