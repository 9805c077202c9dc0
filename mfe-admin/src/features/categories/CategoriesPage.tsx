import { AdminLayout } from '../layout/AdminLayout';
import { AdminListPage } from '../list/AdminListPage';
import { categoriesConfig } from './categories-config';

export function CategoriesPage() {
  return (
    <AdminLayout>
      <AdminListPage config={categoriesConfig} />
    </AdminLayout>
  );
}
