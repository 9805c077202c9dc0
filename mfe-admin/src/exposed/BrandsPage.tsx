import { withRemoteRoot } from '../app/with-remote-root';
import { BrandsPage } from '../features/brands/BrandsPage';

export default withRemoteRoot(BrandsPage);
