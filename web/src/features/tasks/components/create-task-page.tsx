import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { LoadError } from '../../../components/ui/load-state';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useEquipmentList } from '../../../lib/equipment/get-equipment-list';
import { useLocations } from '../../../lib/locations/get-locations';
import { useUsers } from '../../../lib/users/get-users';
import { useTask } from '../api/get-task';
import { useCreateTask } from '../api/create-task';
import {
  equipmentChoices,
  nameChoices,
  newTaskValues,
  taskValues,
  withKnownChoices,
  type Choice,
} from '../utils/task-form';
import { TaskForm } from './task-form';
import { paths } from '../../../lib/paths';

export interface TaskFormData {
  loading: boolean;
  failed: boolean;
  equipment: Choice[];
  locations: Choice[];
  users: Choice[];
  /** The ids that can be chosen, to drop a preselected or copied one that no longer can. */
  known: { equipment: string[]; locations: string[]; users: string[] };
}

/** What the task form offers: live equipment, locations and the company's people. */
export function useTaskFormData(companyId: string): TaskFormData {
  const list = useEquipmentList(companyId);
  const places = useLocations(companyId);
  const people = useUsers(companyId);
  return useMemo(() => {
    const equipment = equipmentChoices(list.equipment ?? []);
    const locations = nameChoices(places.locations ?? []);
    const users = nameChoices(people.users ?? []);
    const ids = (choices: Choice[]) => choices.map((choice) => choice.value);
    return {
      loading:
        (!list.equipment && !list.error) || (!places.locations && !places.error) || (!people.users && !people.error),
      failed: Boolean(list.error || places.error || people.error),
      equipment,
      locations,
      users,
      known: { equipment: ids(equipment), locations: ids(locations), users: ids(users) },
    };
  }, [list.equipment, list.error, places.locations, places.error, people.users, people.error]);
}

export const formLoadFailed = 'Kunne ikke hente udstyr, lokationer og brugere. Prøv igen senere.';

/**
 * /dashboard/{companyId}/tasks/create (admin): 'Tilføj opgave', then the new task's page.
 * `?equipmentId=` / `?locationId=` preselect the target; `?mode=copy&taskId=` copies a task
 * ('Kopiér opgave': every field but a deadline that has passed).
 */
export function CreateTaskPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  const [params] = useSearchParams();
  const copyId = params.get('mode') === 'copy' ? (params.get('taskId') ?? '') : '';
  const equipmentId = params.get('equipmentId');
  const locationId = params.get('locationId');
  const data = useTaskFormData(companyId);
  const source = useTask(companyId, copyId);
  const { trigger: create, pending } = useCreateTask(companyId);
  const navigate = useNavigate();

  // Back to where the person came from: the copied task, the equipment or location, or the list.
  const back = copyId
    ? { to: dashboard.task(copyId), text: source.task?.title ?? 'Opgaven' }
    : equipmentId
      ? {
          to: dashboard.equipment(equipmentId),
          text: data.equipment.find((e) => e.value === equipmentId)?.label ?? 'Udstyret',
        }
      : locationId
        ? {
            to: dashboard.location(locationId),
            text: data.locations.find((l) => l.value === locationId)?.label ?? 'Lokationen',
          }
        : { to: dashboard.tasks, text: 'Alle opgaver' };
  const heading = copyId ? 'Kopiér opgave' : 'Tilføj opgave';

  const page = (body: ReactNode) => (
    <>
      <BackLink to={back.to}>{back.text}</BackLink>
      <h1>{heading}</h1>
      {body}
    </>
  );

  if (data.loading || (copyId && source.isLoading))
    return page(<Loading label={copyId ? 'Henter opgaven…' : 'Henter udstyr, lokationer og brugere…'} />);
  if (data.failed) return page(<LoadError>{formLoadFailed}</LoadError>);
  if (copyId && !source.task) return page(<p>Opgaven, der skulle kopieres, findes ikke. Den kan være slettet.</p>);
  if (data.equipment.length === 0 && data.locations.length === 0) {
    return page(
      <p>
        En opgave hører til et udstyr eller en lokation, og virksomheden har ingen endnu.{' '}
        <TextLink to={dashboard.newEquipment()}>Tilføj et udstyr</TextLink>
      </p>,
    );
  }

  const copied = source.task ? taskValues(source.task, 'copy', new Date()) : null;
  const initial = withKnownChoices(
    copied ?? newTaskValues({ equipmentId, locationId, preferLocation: data.equipment.length === 0 }),
    data.known,
  );
  return page(
    <>
      {copied && (
        <p css={{ marginBottom: space(6), maxWidth: '36rem' }}>
          Felterne er udfyldt fra opgaven {source.task!.title}.{' '}
          {copied.deadline
            ? 'Ret det, der skal være anderledes, og opret kopien.'
            : 'Vælg en ny deadline – den gamle er passeret.'}
        </p>
      )}
      <TaskForm
        key={copyId || 'new'}
        companyId={companyId}
        initial={initial}
        equipment={data.equipment}
        locations={data.locations}
        users={data.users}
        submitLabel="Opret opgave"
        failureHeading="Opgaven kunne ikke oprettes"
        pending={pending}
        onCancel={() => navigate(back.to)}
        onSubmit={async (input) => {
          const result = await create(input);
          if (!result.ok) return result.error.body;
          navigate(dashboard.task(result.data.taskId));
          return null;
        }}
      />
    </>,
  );
}
