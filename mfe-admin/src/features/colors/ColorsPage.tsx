import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { colorsConfig } from './colors-config';

export function ColorsPage() {
  return (
    <AdminFrame>
      <AdminListPage config={colorsConfig} />
    </AdminFrame>
  );
}
