import { shopApi } from 'shared-contracts';

/** User/logout.php: ends the session on the server. */
export const logOut = () => shopApi.user.logout();
