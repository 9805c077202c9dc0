import { withRemoteRoot } from '../app/with-remote-root';
import { PayoutsPage } from '../features/payouts/PayoutsPage';

export default withRemoteRoot(PayoutsPage);
