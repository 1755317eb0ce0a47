import type { RouteObject } from 'react-router-dom';
import { InvitationPage } from './components/invitation-page';
import { JoinCompanyPage } from './components/join-company-page';
import { MfaStepOnePage } from './components/mfa-step-one-page';
import { MfaStepTwoPage } from './components/mfa-step-two-page';
import { NewPasswordPage } from './components/new-password-page';
import { NewPasswordReceiptPage } from './components/new-password-receipt-page';
import { NewPasswordRequestPage } from './components/new-password-request-page';
import { NewPasswordRequestReceiptPage } from './components/new-password-request-receipt-page';

/** The e-mailed-link screens of the auth area (spec 000 §2), children of /auth. */
export const authLinkRoutes: RouteObject[] = [
  { path: 'new-password-request', element: <NewPasswordRequestPage /> },
  { path: 'new-password-request-receipt', element: <NewPasswordRequestReceiptPage /> },
  { path: 'new-password/:token/:expiry', element: <NewPasswordPage /> },
  { path: 'join-company/:token/:expiry', element: <JoinCompanyPage /> },
  { path: 'new-password-receipt', element: <NewPasswordReceiptPage /> },
  { path: 'mfa/step_one', element: <MfaStepOnePage /> },
  { path: 'mfa/step_two/:code', element: <MfaStepTwoPage /> },
  { path: 'invitation/:token', element: <InvitationPage /> },
];
