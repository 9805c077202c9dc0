import { withRemoteRoot } from '../app/with-remote-root';
import { FavouritesPage } from '../features/favourites/FavouritesPage';

export default withRemoteRoot(FavouritesPage);
