import { withRemoteRoot } from '../app/with-remote-root';
import { SellPage } from '../features/sell/SellPage';

export default withRemoteRoot(SellPage);
