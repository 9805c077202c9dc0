import { withRemoteRoot } from '../app/with-remote-root';
import { OrderPage } from '../features/orders/OrderPage';

export default withRemoteRoot(OrderPage);
