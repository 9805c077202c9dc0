import { AdminLayout } from '../layout/AdminLayout';
import { AdminListPage } from '../list/AdminListPage';
import { colorsConfig } from './colors-config';

export function ColorsPage() {
  return (
    <AdminLayout>
      <AdminListPage config={colorsConfig} />
    </AdminLayout>
  );
}
