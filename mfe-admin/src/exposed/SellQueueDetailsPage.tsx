import { withRemoteRoot } from '../app/with-remote-root';
import { SellQueueDetailsPage } from '../features/sell-queue/SellQueueDetailsPage';

export default withRemoteRoot(SellQueueDetailsPage);
