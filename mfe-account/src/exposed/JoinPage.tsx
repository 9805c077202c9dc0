import { withRemoteRoot } from '../app/with-remote-root';
import { JoinPage } from '../features/join/JoinPage';

export default withRemoteRoot(JoinPage);
