import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastArea } from '../notifications/toast-area';
import { UpdatePrompt } from '../offline/update-prompt';
import { Footer } from './footer';
import { GlobalStyles } from './global-styles';
import { SkipLink } from './skip-link';

/**
 * Every page: the skip link, toasts at the top right (at the bottom on a phone), the page content,
 * the footer (spec 000 §2), and a new version's prompt (decision 170).
 */
export function PageShell({ children }: { children?: ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles />
      <SkipLink />
      <ToastArea />
      <div css={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{children ?? <Outlet />}</div>
      <Footer />
      <UpdatePrompt />
    </div>
  );
}
