import { aCompany, refused, taskOf, when, type World } from '../../../test/support/commands';
import { completeTask } from './complete-task';

const DUE = '2027-03-12T10:00:00.000Z';

describe('complete a task', () => {
  let world: World;
  let taskId: string;
  beforeEach(async () => {
    world = await aCompany();
    // Due: its deadline within the notification period (7 days) of NOW.
    taskId = await world.task({ locationId: await world.location(), deadline: DUE });
  });

  it('given a routine, its responsible completes it: the completion is answered and the next deadline set', async () => {
    const { result, events } = await when(world.store, () =>
      completeTask({ id: taskId }, world.as(world.user), world.store),
    );
    expect(events).toEqual([`Task#${taskId}: TaskCompleted`]);
    expect(result.completion).toMatchObject({
      finishedOn: '2027-03-10T09:00:00.000Z',
      deadline: DUE,
      late: false,
      noteId: null,
    });
    expect(result.completion!.nextDeadline).toBeTruthy();
    expect(result.task.deadline).toBe(result.completion!.nextDeadline);
    expect((await taskOf(world, taskId)).lastCompleted).toBeTruthy();
  });

  it('with a note, the note is written on the task in the same append', async () => {
    const { result, events } = await when(world.store, () =>
      completeTask(
        { id: taskId, note: { content: 'Filteret skiftet.', files: [] } },
        world.as(world.user),
        world.store,
      ),
    );
    expect(events).toEqual([`Task#${taskId}: TaskCompleted`, `Note#${result.completion!.noteId}: NoteCreated`]);
  });

  it('a single task done leaves its responsible’s open tasks', async () => {
    const single = await world.task({
      locationId: await world.location(),
      type: 'AD_HOC',
      interval: undefined,
      deadline: DUE,
    });
    // The routine of `beforeEach` and this one.
    expect(await world.openTasks(world.user)).toBe(2);
    const { events } = await when(world.store, () => completeTask({ id: single }, world.as(world.user), world.store));
    expect(events).toEqual([`Task#${single}: TaskCompleted`]);
    expect(await world.openTasks(world.user)).toBe(1);
  });

  it('is refused for a note of files without words', async () => {
    const error = await refused(world.store, () =>
      completeTask({ id: taskId, note: { content: '', files: ['x/y---a.pdf'] } }, world.as(world.user), world.store),
    );
    expect(error).toMatchObject({ code: 'VALIDATION' });
  });

  it('is refused to a USER who is not its responsible (not found)', async () => {
    const other = await world.person('Erik Fisk', 'USER');
    const error = await refused(world.store, () => completeTask({ id: taskId }, world.as(other), world.store));
    expect(error).toMatchObject({ status: 404 });
  });
});
