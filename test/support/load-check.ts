import type { Completion, Equipment, Member, Note, TaskRow } from './contract';
import { pool, type LoadCompany } from './load-company';
import type { TestRuntime } from './runtime';

/**
 * After a load run (`./load.ts`): is every write the clients were answered 200/201 for still there?
 * Each created task in the task list and by id, each completion in its task's history, each note
 * in its task's notes, each piece of equipment in the equipment list, and the technician's task
 * count (`GET /api/user/index`) equal to the open tasks of the list and of the ledger. Read once
 * the pipe has drained, 16 at a time.
 */
export interface LoadCheck {
  /** One line per write that cannot be found. */
  lost: string[];
  /** The technician's `taskCount`, their open tasks in the task list, and in the ledger. */
  taskCount: { reported: number; listed: number; ledger: number };
  /** Writes looked for: tasks, completions, notes, equipment. */
  checked: { tasks: number; completions: number; notes: number; equipment: number };
}

const READS_IN_FLIGHT = 16;

export async function checkLoad(rt: TestRuntime, company: LoadCompany): Promise<LoadCheck> {
  await rt.drain();
  const lost: string[] = [];
  const read = async <T>(path: string, query: Record<string, string> = {}) => {
    const answer = await rt.call<T>('GET', path, { ...company.admin, query: { ...company.admin.query, ...query } });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  const { tasks: rows } = await read<{ tasks: TaskRow[] }>('/api/task');
  const listed = new Set(rows.map((row) => row.id));
  const entries = [...company.tasks.entries()];
  await pool(entries.length, READS_IN_FLIGHT, async (i) => {
    const [id, task] = entries[i];
    if (!listed.has(id)) lost.push(`task ${id}: not in the task list`);
    const single = await rt.call('GET', `/api/task/${id}`, company.admin);
    if (single.status !== 200) lost.push(`task ${id}: GET /api/task/{id} answered ${single.status}`);
    if (task.completions.length > 0) {
      const history = new Set(
        (await read<Completion[]>(`/api/historic_completions/${id}`)).map((completion) => completion.id),
      );
      for (const completion of task.completions)
        if (!history.has(completion)) lost.push(`completion ${completion} of task ${id}: not in its history`);
    }
    if (task.notes.length > 0) {
      const notes = new Set((await read<{ notes: Note[] }>('/api/note', { taskId: id })).notes.map((n) => n.id));
      for (const note of task.notes) if (!notes.has(note)) lost.push(`note ${note} on task ${id}: not in its notes`);
    }
  });

  const { equipment } = await read<{ equipment: Equipment[] }>('/api/equipment');
  const held = new Set(equipment.map((item) => item.id));
  for (const id of company.equipmentIds) if (!held.has(id)) lost.push(`equipment ${id}: not in the equipment list`);

  const { users } = await read<{ users: Member[] }>('/api/user/index');
  const reported = users.find((user) => user.id === company.technician.id)?.taskCount ?? -1;
  const taskCount = {
    reported,
    listed: rows.filter((row) => row.responsibleId === company.technician.id && row.status !== 'COMPLETED').length,
    ledger: [...company.tasks.values()].filter((task) => task.open).length,
  };
  if (taskCount.reported !== taskCount.listed || taskCount.reported !== taskCount.ledger)
    lost.push(`taskCount ${reported}, open tasks listed ${taskCount.listed}, open in the ledger ${taskCount.ledger}`);

  const tasks = [...company.tasks.values()];
  return {
    lost,
    taskCount,
    checked: {
      tasks: tasks.length,
      completions: tasks.reduce((n, task) => n + task.completions.length, 0),
      notes: tasks.reduce((n, task) => n + task.notes.length, 0),
      equipment: company.equipmentIds.length,
    },
  };
}
