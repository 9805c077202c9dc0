import { AdminFrame } from '../frame/AdminFrame';
import { FilteredListPage } from '../list/FilteredListPage';
import { ordersConfig } from './orders-config';

export function OrdersPage() {
  return (
    <AdminFrame>
      <FilteredListPage config={ordersConfig} />
    </AdminFrame>
  );
}
