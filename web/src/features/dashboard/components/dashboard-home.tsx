import { Loading } from '../../../components/ui/spinner';
import { useCompany } from '../../../lib/company';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';

/** /dashboard/{companyId}: the company's name as the page heading. */
export function DashboardHome() {
  const companyId = useCompanyId();
  const { data: company, error, isLoading } = useCompany(companyId);
  if (isLoading) return <Loading label="Henter virksomheden…" />;
  if (error || !company) {
    return (
      <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
        Virksomheden kunne ikke hentes lige nu. Prøv igen om lidt.
      </p>
    );
  }
  return <h1>{company.name}</h1>;
}
