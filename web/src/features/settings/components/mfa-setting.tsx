import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Company } from '../../../lib/company/types';
import { space } from '../../../lib/theme';
import { useUpdateCompany } from '../api/update-company';

/** The company's two-step login toggle (spec 000 §2): PATCH {id, mfa: {active, method}}. */
export function MfaSetting({ company }: { company: Company }) {
  const { trigger: update, pending } = useUpdateCompany(company.id);
  const active = Boolean(company.mfa?.active);
  const headingId = useId();

  const toggle = () =>
    update({
      // With the version shown: someone else's change meanwhile is kept (decision 130).
      update: { id: company.id, version: company.version, mfa: { active: !active, method: 'email' } },
      success: {
        heading: 'Ændringerne blev gemt',
        text: active ? 'To-trins login er slået fra.' : 'To-trins login er slået til.',
      },
    });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>To-trins login</h2>
      <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
        <span>To-trins login er</span>
        <Badge color={active ? 'green' : 'slate'}>{active ? 'slået til' : 'slået fra'}</Badge>
      </p>
      <p>
        Når to-trins login er slået til, skal alle i virksomheden ved hvert login også åbne et link, som vi sender til
        deres email. Linket virker i 5 minutter og kan kun bruges én gang.
      </p>
      <Button variant={active ? 'secondary' : 'primary'} loading={pending} onClick={toggle}>
        {active ? 'Slå to-trins login fra' : 'Slå to-trins login til'}
      </Button>
    </section>
  );
}
