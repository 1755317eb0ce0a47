import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BackupSection } from './backup-section';
import type { Company } from '../../../lib/company/types';
import { colors, space } from '../../../lib/theme';
import { CompanyInfoForm } from './company-info-form';
import { HolidaySetting } from './holiday-setting';
import { FaultReportsSetting } from './fault-reports-setting';
import { MfaSetting } from './mfa-setting';
import { SubscriptionPanel } from './subscription-panel';
import { WithCompany } from './with-company';

const sectionStyle = {
  paddingTop: space(8),
  marginTop: space(8),
  borderTop: `1px solid ${colors.border}`,
} as const;

/** /dashboard/{companyId}/settings (SUPER_ADMIN): company info, subscription, two-step login, holidays, backup. */
export function SettingsPage() {
  return (
    <>
      <h1>Indstillinger</h1>
      <WithCompany>{(company) => <Settings company={company} />}</WithCompany>
    </>
  );
}

function Settings({ company }: { company: Company }) {
  const { hash } = useLocation();
  // The plan box links to settings#subscription; the panel exists only once the company is loaded.
  useEffect(() => {
    if (hash !== '#subscription') return;
    const panel = document.getElementById('subscription');
    panel?.scrollIntoView({ block: 'start' });
    document.getElementById('subscription-heading')?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div css={{ maxWidth: '48rem' }}>
      <CompanyInfoForm key={company.id} company={company} />
      <div id="subscription" css={{ ...sectionStyle, scrollMarginTop: space(4) }}>
        <SubscriptionPanel company={company} />
      </div>
      <div css={sectionStyle}>
        <MfaSetting company={company} />
      </div>
      <div css={sectionStyle}>
        <HolidaySetting company={company} />
      </div>
      <div id="fault-reports" css={sectionStyle}>
        <FaultReportsSetting company={company} />
      </div>
      <div id="backup" css={sectionStyle}>
        <BackupSection companyId={company.id} />
      </div>
    </div>
  );
}
