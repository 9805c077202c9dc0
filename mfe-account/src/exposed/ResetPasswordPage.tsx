import { withRemoteRoot } from '../app/with-remote-root';
import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';

export default withRemoteRoot(ResetPasswordPage);
