import { shopApi } from 'shared-contracts';
import type { LoginForm } from 'shared-contracts/schemas';

/** User/UserLogin.php: signs in; the session comes back as a cookie. */
export const logIn = (form: LoginForm) => shopApi.user.login(form);
