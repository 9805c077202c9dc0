import { withRemoteRoot } from '../app/with-remote-root';
import { ColoursPage } from '../features/colours/ColoursPage';

export default withRemoteRoot(ColoursPage);
