import { AdminFrame } from '../frame/AdminFrame';
import { FilteredListPage } from '../list/FilteredListPage';
import { paymentsConfig } from './payments-config';

export function PaymentsPage() {
  return (
    <AdminFrame>
      <FilteredListPage config={paymentsConfig} />
    </AdminFrame>
  );
}
