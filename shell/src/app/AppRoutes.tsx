import { Route, ROUTE_TABLE, Routes, useLanguage } from 'shared-contracts';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

export function AppRoutes() {
  // A language switch renders the routes again, so the page in view shows the new language.
  useLanguage();
  return (
    <Routes>
      {ROUTE_TABLE.map(({ path, module }) => (
        // Keyed by module: a page of another remote module mounts afresh (RemotePage reads the
        // loaded module once, at mount).
        <Route key={path} path={path} element={<RemotePage key={module} module={module} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
