import { useNavigate, useParams } from 'react-router-dom';
import { VersionedEdit } from '../../../components/form/versioned-edit';
import { BackLink } from '../../../components/ui/back-link';
import { Loading } from '../../../components/ui/spinner';
import { useCompanyId } from '../../../lib/use-company-id';
import { getLocation, useCompanyLocation } from '../api/get-location';
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
      {/* Saved with the version it shows; renamed by someone else meanwhile, the choice shows (decision 132). */}
      <VersionedEdit<{ name: string }>
        key={location.id}
        spec={{
          fields: ['name'],
          reload: async () => {
            const now = (await getLocation(companyId, location.id).catch(() => null))?.location;
            return now ? { values: { name: now.name }, version: now.version } : null;
          },
          save: ({ name }, version) => update({ id: location.id, name, version }),
        }}
        loaded={{ values: { name: location.name }, version: location.version }}
        labels={{ name: 'Navn' }}
        describe={(_, value) => String(value ?? '')}
        onSaved={() => navigate(detail)}
      >
        {(form) => (
          <LocationForm
            key={form.key}
            initial={form.initial}
            submitLabel="Gem ændringer"
            pending={pending || form.pending}
            onCancel={() => navigate(detail)}
            onSubmit={async (input) => {
              await form.submit({ name: input.name });
            }}
          />
        )}
      </VersionedEdit>
    </>
  );
}
