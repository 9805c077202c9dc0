import { withRemoteRoot } from '../app/with-remote-root';
import { InvoicePage } from '../features/invoice/InvoicePage';

export default withRemoteRoot(InvoicePage);
