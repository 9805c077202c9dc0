import { withRemoteRoot } from '../app/with-remote-root';
import { SuccessPage } from '../features/success/SuccessPage';

export default withRemoteRoot(SuccessPage);
