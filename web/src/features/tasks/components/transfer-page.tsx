import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { FormActions } from '../../../components/form/form-actions';
import { inputStyle } from '../../../components/form/styles';
import { BackLink } from '../../../components/ui/back-link';
import { LoadError, LoadState } from '../../../components/ui/load-state';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '#domain/shared/time';
import { useSession } from '../../../lib/session';
import { colors, radius, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompanyUser } from '../../../lib/users/get-user';
import { useUsers, type CompanyUser } from '../../../lib/users/get-users';
import { useTasks } from '../../../lib/tasks/get-tasks';
import { useTransferResponsibility } from '../api/transfer-responsibility';
import type { Task } from '../../../lib/tasks/types';
import {
  commonPick,
  genitive,
  openTasksOf,
  pickAll,
  pickFor,
  taskWord,
  transferChanges,
  type Picks,
} from '../utils/transfer';
import { TaskStatusBadge } from './task-status-badge';
import { UserNotFound } from '../../../components/errors/user-not-found';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}/users/transfer/{id} and users/list/transfer/{id} (SUPER_ADMIN): pick a
 * new responsible per open task; only changed picks are sent (spec 001 §5), then back to the user.
 */
export function TransferPage() {
  const companyId = useCompanyId();
  const { userId = '' } = useParams();
  const { pathname } = useLocation();
  const { user: viewer } = useSession();
  const { user, error, isLoading } = useCompanyUser(companyId, userId);
  const from = { list: pathname.includes('/users/list/') };
  const users = paths.dashboard(companyId).users(from);
  const back = paths.dashboard(companyId).user(userId, from);

  if (isLoading) return <Loading label="Henter brugeren…" />;
  if (error || !user || !viewer) return <UserNotFound users={users} />;
  return (
    <>
      <BackLink to={back}>{user.name}</BackLink>
      <h1>Overfør ansvar</h1>
      <TransferForm companyId={companyId} from={user} back={back} />
    </>
  );
}

interface FormProps {
  companyId: string;
  from: CompanyUser;
  back: string;
}

function TransferForm({ companyId, from, back }: FormProps) {
  const { tasks: all, error } = useTasks(companyId);
  const { users: members, error: membersError } = useUsers(companyId);
  const { trigger: transfer, pending } = useTransferResponsibility(companyId);
  const [picks, setPicks] = useState<Picks>({});
  const navigate = useNavigate();

  const tasks = useMemo(() => openTasksOf(all ?? [], from.id), [all, from.id]);
  const people = useMemo(() => peopleOf(members ?? [], from), [members, from]);
  const changes = transferChanges(tasks, picks);
  const changed = Object.keys(changes).length;

  if (!all)
    return (
      <LoadState
        failed={Boolean(error)}
        error="Kunne ikke hente opgaver lige nu, prøv igen senere..."
        loading="Henter opgaver…"
      />
    );
  if (tasks.length === 0) {
    return (
      <>
        <p>Brugeren er ikke ansvarlig for nogen opgaver.</p>
        <p>
          <TextLink to={back}>Tilbage til {from.name}</TextLink>
        </p>
      </>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || changed === 0) return;
    if ((await transfer(changes)).ok) navigate(back);
  };

  const pick = (taskId: string, userId: string) => setPicks((current) => ({ ...current, [taskId]: userId }));

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} css={{ maxWidth: '48rem' }}>
      <p css={{ maxWidth: '40rem' }}>
        Vælg, hvem der overtager ansvaret for <strong>{genitive(from.name)}</strong> {taskWord(tasks.length)}. Opgaver,
        du ikke ændrer, beholder {from.name} som ansvarlig.
      </p>
      {membersError && <LoadError>Kunne ikke hente virksomhedens brugere. Prøv igen senere.</LoadError>}
      <PersonSelect
        id="transfer-all"
        label="Overfør alle til"
        hint="Vælger den samme nye ansvarlige for alle opgaverne. Du kan rette enkelte opgaver bagefter."
        value={commonPick(tasks, picks, from.id)}
        people={people}
        placeholder="Vælg en bruger"
        onChange={(userId) => userId && setPicks(pickAll(tasks, userId))}
      />
      <ul css={{ listStyle: 'none', margin: `${space(6)} 0`, padding: 0, display: 'grid', gap: space(4) }}>
        {tasks.map((task) => (
          <li key={task.id} css={cardStyle(pickFor(task, picks) !== task.responsibleId)}>
            <TaskSummary task={task} />
            <PersonSelect
              id={`responsible-${task.id}`}
              label={`Ny ansvarlig for ${task.title}`}
              value={pickFor(task, picks)}
              people={people}
              onChange={(userId) => pick(task.id, userId)}
            />
          </li>
        ))}
      </ul>
      <p aria-live="polite" css={{ fontWeight: 600 }}>
        {changed === 0 ? 'Ingen ændringer endnu.' : `${taskWord(changed)} får en ny ansvarlig.`}
      </p>
      <FormActions
        submitLabel="Overfør ansvar"
        pending={pending}
        disabled={changed === 0}
        onCancel={() => navigate(back)}
      />
    </form>
  );
}

/** The company's members by name; the person the tasks come from is always offered (to keep a task). */
const peopleOf = (members: readonly CompanyUser[], from: CompanyUser) =>
  [...members.filter((m) => m.id !== from.id), from].sort((a, b) => a.name.localeCompare(b.name, 'da'));

const cardStyle = (changed: boolean) => ({
  display: 'grid',
  gap: space(3),
  padding: space(4),
  background: colors.surface,
  border: `1px solid ${changed ? colors.primary : colors.border}`,
  borderLeft: `4px solid ${changed ? colors.primary : colors.border}`,
  borderRadius: radius,
});

function TaskSummary({ task }: { task: Task }) {
  const where = task.equipmentName
    ? `${task.equipmentName}${task.locationName ? `, ${task.locationName}` : ''}`
    : (task.locationName ?? '');
  return (
    <div>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
        <strong css={{ fontSize: '1.0625rem' }}>{task.title}</strong>
        <TaskStatusBadge status={task.status} />
      </div>
      <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
        {where && `${where} · `}Deadline {formatDate(task.deadline)}
      </p>
    </div>
  );
}

interface SelectProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  people: readonly CompanyUser[];
  placeholder?: string;
  onChange: (userId: string) => void;
}

function PersonSelect({ id, label, hint, value, people, placeholder, onChange }: SelectProps) {
  return (
    <div css={{ display: 'grid', gap: space(1), maxWidth: '24rem' }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} css={{ color: colors.muted, fontSize: '0.9375rem' }}>
          {hint}
        </span>
      )}
      <select
        id={id}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        css={{ ...inputStyle(false), cursor: 'pointer' }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
