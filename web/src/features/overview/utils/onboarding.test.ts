import { checklist } from './onboarding';

const none = { members: 1, invitations: 0, equipment: 0, tasks: 0 };

describe('the onboarding checklist', () => {
  it('starts with nothing ticked and links each step to where it is done', () => {
    const list = checklist(none);
    expect(list.steps.map((s) => [s.title, s.to, s.done])).toEqual([
      ['Tilføj en bruger', 'users/create', false],
      ['Tilføj udstyr', 'equipment/create', false],
      ['Tilføj en opgave', 'tasks/create', false],
    ]);
    expect(list.complete).toBe(false);
    expect(list.progress).toBe('0 af 3 trin er klaret');
  });

  it('ticks the user step once a colleague is invited or has joined', () => {
    expect(checklist({ ...none, invitations: 1 }).steps[0].done).toBe(true);
    expect(checklist({ ...none, members: 2 }).steps[0].done).toBe(true);
  });

  it('is complete with a user, equipment and a task', () => {
    const list = checklist({ members: 2, invitations: 0, equipment: 1, tasks: 1 });
    expect(list.steps.every((s) => s.done)).toBe(true);
    expect(list.complete).toBe(true);
    expect(list.progress).toBe('3 af 3 trin er klaret');
  });
});
