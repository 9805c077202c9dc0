import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { gendersConfig } from './genders-config';

export function GendersPage() {
  return (
    <AdminFrame>
      <AdminListPage config={gendersConfig} />
    </AdminFrame>
  );
}
