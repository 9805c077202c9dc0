import { withRemoteRoot } from '../app/with-remote-root';
import { PaymentsPage } from '../features/payments/PaymentsPage';

export default withRemoteRoot(PaymentsPage);
