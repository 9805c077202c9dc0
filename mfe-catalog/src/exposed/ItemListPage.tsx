import { withRemoteRoot } from '../app/with-remote-root';
import { ItemListPage } from '../features/item-list/ItemListPage';

export default withRemoteRoot(ItemListPage);
