import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { categoriesConfig } from './categories-config';

export function CategoriesPage() {
  return (
    <AdminFrame>
      <AdminListPage config={categoriesConfig} />
    </AdminFrame>
  );
}
