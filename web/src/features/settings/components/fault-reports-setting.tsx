import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Company } from '../../../lib/company/types';
import { space } from '../../../lib/theme';
import { useUpdateCompany } from '../api/update-company';

/** Fault reports from the service stickers without login (decision 113): PATCH {id, faultReports}; off by default. */
export function FaultReportsSetting({ company }: { company: Company }) {
  const { trigger: update, pending } = useUpdateCompany(company.id);
  const allowed = Boolean(company.faultReports);
  const headingId = useId();

  const toggle = () =>
    update({
      // With the version shown: someone else's change meanwhile is kept (decision 130).
      update: { id: company.id, version: company.version, faultReports: !allowed },
      success: {
        heading: 'Ændringerne blev gemt',
        text: allowed
          ? 'Fejlmeldinger fra klistermærker er slået fra.'
          : 'Fejlmeldinger fra klistermærker er slået til.',
      },
    });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Tillad fejlmeldinger fra klistermærker uden login</h2>
      <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
        <span>Fejlmeldinger fra klistermærker er</span>
        <Badge color={allowed ? 'green' : 'slate'}>{allowed ? 'slået til' : 'slået fra'}</Badge>
      </p>
      <p>
        Når det er slået til, kan alle, der scanner et klistermærke på jeres udstyr eller lokationer, melde en fejl uden
        at logge ind. Fejlmeldingen bliver en note på udstyret eller lokationen, og administratorerne får en email.
      </p>
      <Button variant={allowed ? 'secondary' : 'primary'} loading={pending} onClick={toggle}>
        {allowed ? 'Slå fejlmeldinger fra' : 'Slå fejlmeldinger til'}
      </Button>
    </section>
  );
}
