import { withRemoteRoot } from '../app/with-remote-root';
import { MailPage } from '../features/mail/MailPage';

export default withRemoteRoot(MailPage);
