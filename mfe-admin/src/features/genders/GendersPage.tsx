import { AdminLayout } from '../layout/AdminLayout';
import { AdminListPage } from '../list/AdminListPage';
import { gendersConfig } from './genders-config';

export function GendersPage() {
  return (
    <AdminLayout>
      <AdminListPage config={gendersConfig} />
    </AdminLayout>
  );
}
