import { withRemoteRoot } from '../app/with-remote-root';
import { MyItemsPage } from '../features/my-items/MyItemsPage';

export default withRemoteRoot(MyItemsPage);
