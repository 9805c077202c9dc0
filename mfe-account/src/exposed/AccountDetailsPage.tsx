import { withRemoteRoot } from '../app/with-remote-root';
import { AccountDetailsPage } from '../features/account-details/AccountDetailsPage';

export default withRemoteRoot(AccountDetailsPage);
