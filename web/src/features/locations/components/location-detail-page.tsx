import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Button, buttonStyle } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { DetailTitle } from '../../../components/ui/detail-title';
import { Loading } from '../../../components/ui/spinner';
import { TabNav } from '../../../components/ui/tab-nav';
import { formatDate } from '#domain/shared/time';
import { notify } from '../../../lib/notifications';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useDeleteLocation } from '../api/delete-location';
import { useCompanyLocation } from '../api/get-location';
import { paths } from '../../../lib/paths';

const tabs = [
  { to: '.', label: 'Noter' },
  { to: 'tasks', label: 'Opgaver' },
  { to: 'equipment', label: 'Udstyr' },
];

/**
 * /dashboard/{companyId}/locations/{id}: the location, admin actions (add task, edit, delete) and
 * the tabs Noter, Opgaver and Udstyr as sub-routes (spec 001 §2). A failed load goes back to the
 * list (spec 001 "Locations").
 */
export function LocationDetailPage() {
  const companyId = useCompanyId();
  const { locationId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const list = dashboard.locations;
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { location, error, isLoading } = useCompanyLocation(companyId, locationId);
  const { trigger: remove, pending } = useDeleteLocation(companyId);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const failed = Boolean(error) && !location;

  useEffect(() => {
    if (failed)
      notify('dashboard', {
        heading: 'Lokationen kunne ikke hentes',
        text: 'Den findes ikke længere, eller også gik noget galt.',
        type: 'failure',
      });
  }, [failed]);

  if (failed) return <Navigate replace to={list} />;
  if (isLoading || !location) return <Loading label="Henter lokationen…" />;

  const onDelete = async () => {
    if ((await remove(location)).ok) navigate(list, { replace: true });
  };

  return (
    <>
      <BackLink to={list}>Alle lokationer</BackLink>
      <DetailTitle title={location.name} />
      <DetailList>
        <Detail term="Oprettet">{location.createdAt ? formatDate(location.createdAt) : '–'}</Detail>
        <Detail term="Udstyr">{location.equipmentCount ?? 0}</Detail>
        <Detail term="Åbne opgaver">{location.taskCount ?? 0}</Detail>
        <Detail term="Noter">{location.noteCount ?? 0}</Detail>
      </DetailList>

      {admin && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Link to={dashboard.newTask({ locationId: location.id })} css={buttonStyle('primary')}>
            Tilføj opgave
          </Link>
          <Link to={dashboard.applyDuty({ locationId: location.id })} css={buttonStyle('secondary')}>
            Tilføj lovpligtigt eftersyn
          </Link>
          <Link to={dashboard.editLocation(location.id)} css={buttonStyle('secondary')}>
            Rediger
          </Link>
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            css={{ color: colors.red.fg, borderColor: colors.red.solid }}
          >
            Slet lokation
          </Button>
        </div>
      )}

      <TabNav label="Lokationen" tabs={tabs} />
      <Outlet />

      <ConfirmDialog
        open={confirming}
        title="Slet lokationen?"
        confirmLabel="Slet lokation"
        busy={pending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        <p>
          <strong>{location.name}</strong> slettes. En lokation med udstyr eller opgaver kan ikke slettes; flyt eller
          slet dem først.
        </p>
      </ConfirmDialog>
    </>
  );
}
