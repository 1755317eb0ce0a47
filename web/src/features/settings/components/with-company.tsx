import type { ReactNode } from 'react';
import { Loading } from '../../../components/ui/spinner';
import { useCompany } from '../../../lib/company/get-company';
import { type Company } from '../../../lib/company/types';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';

/** Loads the company of the page and renders `children` with it, or the loading and error states. */
export function WithCompany({ children }: { children: (company: Company) => ReactNode }) {
  const companyId = useCompanyId();
  const { data: company, error, isLoading } = useCompany(companyId);
  if (isLoading && !company) return <Loading label="Henter virksomheden…" />;
  if (error || !company) {
    return (
      <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
        Virksomheden kunne ikke hentes lige nu. Prøv igen om lidt.
      </p>
    );
  }
  return children(company);
}
