import { withRemoteRoot } from '../app/with-remote-root';
import { OrderDetailsPage } from '../features/orders/OrderDetailsPage';

export default withRemoteRoot(OrderDetailsPage);
