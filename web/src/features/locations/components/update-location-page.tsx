import { useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Loading } from '../../../components/ui/spinner';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompanyLocation } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { LocationForm } from './location-form';
import { paths } from '../../../lib/paths';

/** /dashboard/{companyId}/locations/{id}/update (admin): rename; then back to the location. */
export function UpdateLocationPage() {
  const companyId = useCompanyId();
  const { locationId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const list = dashboard.locations;
  const detail = dashboard.location(locationId);
  const { location, error, isLoading } = useCompanyLocation(companyId, locationId);
  const { trigger: update, pending } = useUpdateLocation(companyId);
  const navigate = useNavigate();

  if (isLoading) return <Loading label="Henter lokationen…" />;
  if (error || !location) {
    return (
      <>
        <BackLink to={list}>Alle lokationer</BackLink>
        <h1>Lokationen findes ikke</h1>
        <p>Lokationen er måske slettet.</p>
      </>
    );
  }
  return (
    <>
      <BackLink to={detail}>{location.name}</BackLink>
      <h1>Rediger lokation</h1>
      <LocationForm
        key={location.id}
        initial={{ name: location.name }}
        submitLabel="Gem ændringer"
        pending={pending}
        onCancel={() => navigate(detail)}
        onSubmit={async (input) => {
          if ((await update({ id: location.id, name: input.name })).ok) navigate(detail);
        }}
      />
    </>
  );
}
