import type { RouteObject } from 'react-router-dom';
import { page } from '../lazy-page';

/** The e-mailed-link screens of the auth area (spec 000 §2), children of /auth. */
export const authLinkRoutes: RouteObject[] = [
  {
    path: 'new-password-request',
    element: page(() => import('../../features/auth/components/new-password-request-page'), 'NewPasswordRequestPage'),
  },
  {
    path: 'new-password-request-receipt',
    element: page(
      () => import('../../features/auth/components/new-password-request-receipt-page'),
      'NewPasswordRequestReceiptPage',
    ),
  },
  {
    path: 'new-password/:token/:expiry',
    element: page(() => import('../../features/auth/components/new-password-page'), 'NewPasswordPage'),
  },
  {
    path: 'join-company/:token/:expiry',
    element: page(() => import('../../features/auth/components/join-company-page'), 'JoinCompanyPage'),
  },
  {
    path: 'new-password-receipt',
    element: page(() => import('../../features/auth/components/new-password-receipt-page'), 'NewPasswordReceiptPage'),
  },
  {
    path: 'mfa/step_one',
    element: page(() => import('../../features/auth/components/mfa-step-one-page'), 'MfaStepOnePage'),
  },
  {
    path: 'mfa/step_two/:code',
    element: page(() => import('../../features/auth/components/mfa-step-two-page'), 'MfaStepTwoPage'),
  },
  {
    path: 'invitation/:token',
    element: page(() => import('../../features/auth/components/invitation-page'), 'InvitationPage'),
  },
];
