import { withRemoteRoot } from '../app/with-remote-root';
import { ColorsPage } from '../features/colors/ColorsPage';

export default withRemoteRoot(ColorsPage);
