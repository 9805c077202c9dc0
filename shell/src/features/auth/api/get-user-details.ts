import { shopApi } from 'shared-contracts';

/** User/getUserDetails.php: the signed-in user as the server has it now. */
export const getUserDetails = (userId: number) => shopApi.user.details(userId);
