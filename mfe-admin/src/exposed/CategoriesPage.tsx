import { withRemoteRoot } from '../app/with-remote-root';
import { CategoriesPage } from '../features/categories/CategoriesPage';

export default withRemoteRoot(CategoriesPage);
