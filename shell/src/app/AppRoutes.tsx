import { Route, ROUTE_TABLE, Routes } from 'shared-contracts';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, module }) => (
        <Route key={path} path={path} element={<RemotePage module={module} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
