import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { brandsConfig } from './brands-config';

export function BrandsPage() {
  return (
    <AdminFrame>
      <AdminListPage config={brandsConfig} />
    </AdminFrame>
  );
}
