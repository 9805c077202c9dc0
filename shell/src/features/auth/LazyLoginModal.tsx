import { lazy, Suspense } from 'react';
import { selectLoginModal, useAppSelector } from 'shared-contracts';

// The modal and its forms (with the shared zod schemas and the modal's own messages) load the first
// time the modal opens, so a shopper who only browses never downloads them. In Arabic the modal
// also waits for its Arabic texts; until then nothing shows (the page stays as it is).
const LoginModal = lazy(() =>
  import('./LoginModal').then(async (module) => {
    await module.loadModalTexts();
    return { default: module.LoginModal };
  }),
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
