import { useMemo, useState } from 'react';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Button, buttonStyle } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { DetailTitle } from '../../../components/ui/detail-title';
import { Loading } from '../../../components/ui/spinner';
import { TabNav } from '../../../components/ui/tab-nav';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '#domain/shared/time';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useDeleteEquipment } from '../api/delete-equipment';
import { useEquipment } from '../../../lib/equipment/get-equipment';
import { useSetEquipmentStandby } from '../api/set-equipment-standby';
import { useTasks } from '../../../lib/tasks/get-tasks';
import { isOpenTask } from '../../../lib/tasks/open-tasks';
import { CategoryIcon } from './category-icon';
import { EquipmentStatusBadge } from './equipment-status-badge';
import { ReactivateEquipmentDialog } from './reactivate-equipment-dialog';
import { ServiceBookButton } from './service-book-button';
import { paths } from '../../../lib/paths';

const tabs = [
  { to: '.', label: 'Noter' },
  { to: 'tasks', label: 'Opgaver' },
  { to: 'history', label: 'Historik' },
  { to: 'readings', label: 'Målinger' },
];

/**
 * /dashboard/{companyId}/equipment/{id} and equipment/list/{id}: the equipment, its status, admin
 * actions (edit, standby or reactivate, delete) and the tabs notes, tasks and history (spec 001 §2).
 * Deleted equipment shows 'Slettet' and no actions.
 */
export function EquipmentDetailPage() {
  const companyId = useCompanyId();
  const { equipmentId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const list = dashboard.equipmentList;
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { equipment, error, isLoading } = useEquipment(companyId, equipmentId);
  const standby = useSetEquipmentStandby(companyId);
  const deletion = useDeleteEquipment(companyId);
  const [confirming, setConfirming] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const navigate = useNavigate();
  const { tasks: allTasks, error: tasksError } = useTasks(companyId);
  const tasks = useMemo(() => allTasks?.filter((task) => task.equipmentId === equipmentId), [allTasks, equipmentId]);
  const openTasks = useMemo(() => tasks?.filter(isOpenTask), [tasks]);

  if (isLoading && !equipment) return <Loading label="Henter udstyret…" />;
  if (error || !equipment) {
    return (
      <>
        <BackLink to={list}>Alt udstyr</BackLink>
        <h1>Udstyret findes ikke</h1>
        <p>Udstyret er ikke i virksomheden, eller adressen er forkert.</p>
      </>
    );
  }

  const name = `${equipment.make} ${equipment.model}`;
  // Reactivation asks a new deadline for each task not completed (spec 001 §4); without such tasks it is at once.
  const onStandby = () => {
    const { version } = equipment;
    if (!equipment.standby) void standby.trigger({ id: equipment.id, standby: true, version });
    else if (openTasks?.length === 0) void standby.trigger({ id: equipment.id, standby: false, version });
    else setReactivating(true);
  };

  const onDelete = async () => {
    if ((await deletion.trigger(equipment)).ok) navigate(list, { replace: true });
  };

  return (
    <>
      <BackLink to={list}>Alt udstyr</BackLink>
      <DetailTitle
        title={name}
        before={
          <span css={{ color: colors.primary, display: 'inline-flex' }}>
            <CategoryIcon category={equipment.category} size={36} />
          </span>
        }
        after={<EquipmentStatusBadge status={equipment.status} />}
      />
      <DetailList>
        <Detail term="Mærke">{equipment.make}</Detail>
        <Detail term="Model">{equipment.model}</Detail>
        <Detail term="Identifikationsnummer">{equipment.equipmentId}</Detail>
        <Detail term="Kategori">{equipment.category}</Detail>
        <Detail term="Lokation">
          {equipment.locationName ? (
            <TextLink to={dashboard.location(equipment.locationId)}>{equipment.locationName}</TextLink>
          ) : (
            '(nu slettet)'
          )}
        </Detail>
        {equipment.createdAt && <Detail term="Oprettet">{formatDate(equipment.createdAt)}</Detail>}
      </DetailList>

      {equipment.archived ? (
        <p css={{ maxWidth: '40rem' }}>
          Udstyret er slettet. Dets historik og noter er bevaret, men det kan ikke længere rettes.
        </p>
      ) : (
        equipment.standby && (
          <p css={{ maxWidth: '40rem' }}>
            Udstyret står på standby, og det samme gør dets opgaver. De ansvarlige får ingen påmindelser.
          </p>
        )
      )}

      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        {admin && !equipment.archived && (
          <>
            <Link to={dashboard.editEquipment(equipment.id)} css={buttonStyle('primary')}>
              Rediger
            </Link>
            <Link to={dashboard.applyDuty({ equipmentId: equipment.id })} css={buttonStyle('secondary')}>
              Tilføj lovpligtigt eftersyn
            </Link>
            <Button variant="secondary" loading={standby.pending} onClick={onStandby}>
              {equipment.standby ? 'Genaktivér' : 'Sæt på standby'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setConfirming(true)}
              css={{ color: colors.red.fg, borderColor: colors.red.solid }}
            >
              Slet udstyr
            </Button>
          </>
        )}
        {/* Every member may have the equipment's service book, deleted equipment's too (decision 117). */}
        <ServiceBookButton companyId={companyId} equipmentId={equipment.id} />
      </div>

      <TabNav label="Udstyret" tabs={tabs} />
      <Outlet />

      <ReactivateEquipmentDialog
        open={reactivating}
        name={name}
        tasks={openTasks}
        failed={Boolean(tasksError)}
        busy={standby.pending}
        onConfirm={(newDeadlines) =>
          standby.trigger({ id: equipment.id, standby: false, newDeadlines, version: equipment.version })
        }
        onClose={() => setReactivating(false)}
      />
      <ConfirmDialog
        open={confirming}
        title="Slet udstyret?"
        confirmLabel="Slet udstyr"
        busy={deletion.pending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        <p>
          <strong>{name}</strong> ({equipment.equipmentId}) vises derefter som slettet, og dets åbne opgaver slettes.
          Historik og noter bevares.
        </p>
      </ConfirmDialog>
    </>
  );
}
