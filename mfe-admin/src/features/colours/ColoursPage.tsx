import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { coloursConfig } from './colours-config';

export function ColoursPage() {
  return (
    <AdminFrame>
      <AdminListPage config={coloursConfig} />
    </AdminFrame>
  );
}
