import { withRemoteRoot } from '../app/with-remote-root';
import { ProductsPage } from '../features/products/ProductsPage';

export default withRemoteRoot(ProductsPage);
