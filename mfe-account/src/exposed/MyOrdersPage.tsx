import { withRemoteRoot } from '../app/with-remote-root';
import { MyOrdersPage } from '../features/orders/MyOrdersPage';

export default withRemoteRoot(MyOrdersPage);
