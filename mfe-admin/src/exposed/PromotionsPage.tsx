import { withRemoteRoot } from '../app/with-remote-root';
import { PromotionsPage } from '../features/promotions/PromotionsPage';

export default withRemoteRoot(PromotionsPage);
