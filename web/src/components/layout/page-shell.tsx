import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastArea } from '../notifications/toast-area';
import { Footer } from './footer';
import { GlobalStyles } from './global-styles';
import { SkipLink } from './skip-link';

/** Every page: the skip link, toasts at the top right, the page content, and the footer (spec 000 §2). */
export function PageShell({ children }: { children?: ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles />
      <SkipLink />
      <ToastArea />
      <div css={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{children ?? <Outlet />}</div>
      <Footer />
    </div>
  );
}
