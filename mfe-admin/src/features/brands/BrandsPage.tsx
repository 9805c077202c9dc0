import { AdminLayout } from '../layout/AdminLayout';
import { AdminListPage } from '../list/AdminListPage';
import { brandsConfig } from './brands-config';

export function BrandsPage() {
  return (
    <AdminLayout>
      <AdminListPage config={brandsConfig} />
    </AdminLayout>
  );
}
