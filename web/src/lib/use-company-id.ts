import { useParams } from 'react-router-dom';

/** The company of a dashboard page; a missing parameter is an error (spec 000 §2, 001 §2). */
export function useCompanyId(): string {
  const { companyId } = useParams();
  if (!companyId) throw new Error('no company id param set');
  return companyId;
}
