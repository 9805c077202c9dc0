import { withRemoteRoot } from '../app/with-remote-root';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

export default withRemoteRoot(CheckoutPage);
