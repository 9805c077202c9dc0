import { withRemoteRoot } from '../app/with-remote-root';
import { CartPage } from '../features/cart/CartPage';

export default withRemoteRoot(CartPage);
