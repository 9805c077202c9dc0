import { withRemoteRoot } from '../app/with-remote-root';
import { UsersPage } from '../features/users/UsersPage';

export default withRemoteRoot(UsersPage);
