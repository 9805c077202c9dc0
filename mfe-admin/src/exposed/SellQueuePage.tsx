import { withRemoteRoot } from '../app/with-remote-root';
import { SellQueuePage } from '../features/sell-queue/SellQueuePage';

export default withRemoteRoot(SellQueuePage);
