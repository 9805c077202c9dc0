import { withRemoteRoot } from '../app/with-remote-root';
import { OrdersPage } from '../features/orders/OrdersPage';

export default withRemoteRoot(OrdersPage);
