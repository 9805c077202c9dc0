import { withRemoteRoot } from '../app/with-remote-root';
import { ReleasesPage } from '../features/releases/ReleasesPage';

export default withRemoteRoot(ReleasesPage);
