import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Company } from '../../../lib/company/types';
import { space } from '../../../lib/theme';
import { useUpdateCompany } from '../api/update-company';

/**
 * The company's holiday setting (decision 100): PATCH {id, holidays}. Off by default; on, a
 * routine's deadlines that land on a Danish public holiday move to the next working day.
 */
export function HolidaySetting({ company }: { company: Company }) {
  const { trigger: update, pending } = useUpdateCompany(company.id);
  const active = Boolean(company.holidays);
  const headingId = useId();

  const toggle = () =>
    update({
      // With the version shown: someone else's change meanwhile is kept (decision 130).
      update: { id: company.id, version: company.version, holidays: !active },
      success: {
        heading: 'Ændringerne blev gemt',
        text: active
          ? 'Frister flyttes ikke længere fra helligdage.'
          : 'Frister, der falder på en helligdag, flyttes nu til næste hverdag.',
      },
    });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Helligdage</h2>
      <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
        <span>Flyt frister, der falder på en helligdag, til næste hverdag:</span>
        <Badge color={active ? 'green' : 'slate'}>{active ? 'slået til' : 'slået fra'}</Badge>
      </p>
      <p>
        En rutines frister flyttes altid fra lørdag og søndag til mandag. Slår I helligdage til, flyttes de også fra
        danske helligdage (fx påske, Kristi himmelfartsdag, pinse og jul) til næste hverdag, og en rutine kan ikke få en
        helligdag som deadline. Juleaftensdag, nytårsaftensdag og grundlovsdag er ikke helligdage. Frister, der allerede
        er sat, ændres ikke.
      </p>
      <Button variant={active ? 'secondary' : 'primary'} loading={pending} onClick={toggle}>
        {active ? 'Flyt ikke frister fra helligdage' : 'Flyt frister fra helligdage'}
      </Button>
    </section>
  );
}
