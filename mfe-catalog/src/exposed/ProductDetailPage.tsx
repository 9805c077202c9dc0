import { withRemoteRoot } from '../app/with-remote-root';
import { ProductDetailPage } from '../features/product-detail/ProductDetailPage';

export default withRemoteRoot(ProductDetailPage);
