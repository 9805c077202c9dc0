import { withRemoteRoot } from '../app/with-remote-root';
import { HomePage } from '../features/home/HomePage';

export default withRemoteRoot(HomePage);
