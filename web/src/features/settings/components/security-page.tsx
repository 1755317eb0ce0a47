import { MfaSetting } from './mfa-setting';
import { WithCompany } from './with-company';

/** /dashboard/{companyId}/security (SUPER_ADMIN): the two-step login toggle only. */
export function SecurityPage() {
  return (
    <div css={{ maxWidth: '48rem' }}>
      <h1>Sikkerhed</h1>
      <WithCompany>{(company) => <MfaSetting company={company} />}</WithCompany>
    </div>
  );
}
