import { withRemoteRoot } from '../app/with-remote-root';
import { GendersPage } from '../features/genders/GendersPage';

export default withRemoteRoot(GendersPage);
