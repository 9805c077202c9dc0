import { lazy, Suspense } from 'react';
import { selectLoginModal, useAppSelector } from 'shared-contracts';

// The modal and its forms (with the shared zod schemas) load the first time the modal opens,
// so a shopper who only browses never downloads them.
const LoginModal = lazy(() =>
  import('./LoginModal').then((module) => ({ default: module.LoginModal })),
);

export function LazyLoginModal() {
  const { open } = useAppSelector(selectLoginModal);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
