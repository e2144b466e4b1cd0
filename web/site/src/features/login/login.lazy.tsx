// The login sheet, loaded when first opened (the menu does not need it to show).
import { lazy, Suspense } from 'react';
import type { SiteLoginModalProps } from './site-login.modal.tsx';

const SiteLoginModal = lazy(() => import('./site-login.modal.tsx'));

export function LazyLoginModal(props: SiteLoginModalProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <SiteLoginModal {...props} />
    </Suspense>
  );
}
