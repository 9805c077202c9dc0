import { withRemoteRoot } from '../app/with-remote-root';
import { SettingsPage } from '../features/settings/SettingsPage';

export default withRemoteRoot(SettingsPage);
