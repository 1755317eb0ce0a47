import { performance } from 'node:perf_hooks';
import { equipmentSchema } from '../../domain/equipment/schemas';
import { noteSchema } from '../../domain/note/schemas';
import { taskSchema } from '../../domain/task/schemas';
import { acceptInvitationSchema, inviteUserSchema, signUpSchema } from '../../domain/user/schemas';
import { signUp } from '../../functions/commands/company/sign-up';
import { updateCompany } from '../../functions/commands/company/update-company';
import { createEquipment } from '../../functions/commands/equipment/create-equipment';
import { acceptInvitation } from '../../functions/commands/invitations/accept-invitation';
import { createLocation } from '../../functions/commands/locations/create-location';
import { createNote } from '../../functions/commands/notes/create-note';
import { completeTask } from '../../functions/commands/tasks/complete-task';
import { createTask } from '../../functions/commands/tasks/create-task';
import { inviteUser } from '../../functions/commands/users/invite-user';
import type { CompanyContext } from '../../functions/store/command';
import { DirectSeed, inParallel } from './direct-seed';

/** How large a company to seed (the bench's: 50,000 tasks, 5,000 equipment over 500 locations, 200 people). */
export interface LargeCompanyPlan {
  people: number;
  locations: number;
  equipment: number;
  tasks: number;
  /** Tasks due within the week and done once now: the year's completion history. */
  completions: number;
  /** Notes on the first equipment. */
  notes: number;
}

export interface LargeCompany {
  companyId: string;
  owner: { id: string; emailAddress: string; password: string };
  /** Every person's id, the owner's first. */
  people: string[];
  equipment: string[];
  /** The task with the latest deadline, and a title no other task has: what a search must still find. */
  farTask: { id: string; title: string };
  /** Seconds in all, and those spent writing to the tables (mostly while the next commits were decided). */
  seconds: { total: number; write: number };
  written: DirectSeed['written'];
}

const FIRST = ['Anne', 'Bo', 'Camilla', 'Dennis', 'Emma', 'Frederik', 'Gitte', 'Henrik', 'Ida', 'Jens'];
const MORE = ['Karen', 'Lars', 'Mette', 'Niels', 'Ole', 'Pia', 'Rasmus', 'Søren', 'Tina', 'Ulla'];
const LAST = ['Andersen', 'Bech', 'Christensen', 'Dahl', 'Eriksen', 'Friis', 'Gram', 'Holm', 'Iversen', 'Juhl'];
const personName = (i: number) => `${FIRST[i % 10]} ${MORE[Math.floor(i / 10) % 10]} ${LAST[Math.floor(i / 100) % 10]}`;
const WORK = ['Eftersyn af', 'Smøring af', 'Skift filter i', 'Rengøring af', 'Kontrol af', 'Service på'];
const THINGS = ['kompressor', 'pumpe', 'ventilation', 'truck', 'kedel', 'port', 'elevator', 'tavle'];
/** Titles as a maintenance list has them: a few kinds of work on a few kinds of things, numbered. */
const taskTitle = (i: number) => `${WORK[i % 6]} ${THINGS[Math.floor(i / 6) % 8]} ${Math.floor(i / 48) + 1}`;
export const FAR_TITLE = 'Kalibrering af brovægt ved port syd';

/** A weekday at noon UTC, `days` ahead of `now` (routines are due on weekdays, decision 055). */
function weekday(now: Date, days: number): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  day.setUTCHours(12, 0, 0, 0);
  const weekdayNumber = day.getUTCDay();
  if (weekdayNumber === 6 || weekdayNumber === 0) day.setUTCDate(day.getUTCDate() + (weekdayNumber === 6 ? 2 : 1));
  return day.toISOString();
}

/**
 * Seeds `plan` into the running local runtime (its tables named in this process's environment)
 * through the real commands (`DirectSeed`): an UNLIMITED company, its people (invited and accepted,
 * each with a password), locations, equipment spread over them, routines and single tasks spread
 * over the people and the next year (the `completions` first due within the week, then done), and
 * notes on the first equipment. `flushEvery` tasks are written at a time, so memory stays small.
 */
export async function seedLargeCompany(
  plan: LargeCompanyPlan,
  progress: (line: string) => void = () => undefined,
  flushEvery = 5000,
): Promise<LargeCompany> {
  const seed = new DirectSeed();
  const store = seed.store;
  const now = new Date();
  // Writing overlaps deciding (DynamoDB Local's Java and this process share the cores): one flush
  // in flight at a time, in order, so a row's newer version is always written after its older one.
  let writing = 0;
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async (last = false) => {
    await inFlight;
    const start = performance.now();
    inFlight = seed.flush({ rows: last }).then(() => void (writing += performance.now() - start));
    if (last) await inFlight;
  };
  const began = performance.now();
  const password = 'hemmeligt-password';
  const emailAddress = `stor.${now.getTime().toString(36)}@kommune.dk`;
  const input = signUpSchema.parse({
    user: { name: 'Anne Åberg', emailAddress, password },
    company: { name: 'Stor Kommune' },
  });
  const { user, company } = await signUp(input, { now }, store);
  const ctx: CompanyContext = {
    now,
    actor: user.id,
    actorName: user.name,
    companyId: company.id,
    isAdmin: true,
  };
  const info = {
    id: company.id,
    name: 'Stor Kommune',
    vatNumber: '12345678',
    address: 'Rådhuspladsen 1',
    city: 'Byen',
  };
  await updateCompany(info, ctx, store);
  await updateCompany({ id: company.id, subscription: 'UNLIMITED' }, ctx, store);

  const people = [user.id];
  const invitees = Array.from({ length: plan.people - 1 }, (_, i) => i + 1);
  // Scrypt hashes each password: a few at a time, as the thread pool takes them.
  await inParallel(invitees, 4, async (i) => {
    const invitee = inviteUserSchema.parse({
      name: personName(i),
      emailAddress: `person.${i}.${now.getTime().toString(36)}@kommune.dk`,
      type: i % 20 === 0 ? 'ADMIN' : 'USER',
    });
    const { token } = await inviteUser(invitee, ctx, store, async () => undefined);
    const accepted = acceptInvitationSchema.parse({ token, name: invitee.name, password });
    people.push((await acceptInvitation(accepted, { now, caller: null }, store)).user.id);
  });
  progress(`${people.length} people`);

  const locations: string[] = [];
  for (let i = 0; i < plan.locations; i++)
    locations.push((await createLocation({ name: `Lokation ${i + 1}` }, ctx, store)).id);
  const equipment: string[] = [];
  for (let i = 0; i < plan.equipment; i++) {
    const body = equipmentSchema.parse({
      make: `Mærke ${(i % 7) + 1}`,
      model: `Model ${i + 1}`,
      equipmentId: `SN-${i + 1}`,
      category: 'Maskine',
      locationId: locations[i % locations.length],
    });
    equipment.push((await createEquipment(body, ctx, store)).equipmentId);
  }
  await flush();
  progress(`${locations.length} locations, ${equipment.length} equipment`);

  let farTask = { id: '', title: FAR_TITLE };
  const done: string[] = [];
  for (let i = 0; i < plan.tasks; i++) {
    const last = i === plan.tasks - 1;
    const routine = i % 4 !== 3;
    const dueNow = i < plan.completions;
    const body = taskSchema.parse({
      title: last ? FAR_TITLE : taskTitle(i),
      description: 'Se manualen for fremgangsmåden.',
      type: routine ? 'CYCLICAL' : 'AD_HOC',
      interval: routine ? (['MONTHLY', 'QUARTERLY', 'YEARLY'] as const)[i % 3] : null,
      notificationPeriod: 7,
      responsibleId: people[i % people.length],
      // The completions' tasks within the week (a yearly one then a year on); the rest over the coming
      // year; the far task after all of them.
      deadline: weekday(now, dueNow ? 1 + (i % 5) : last ? 400 : 8 + (i % 355)),
      files: [],
      equipmentId: equipment[(i * 7919) % equipment.length],
    });
    const { taskId } = await createTask(body, ctx, store);
    if (dueNow) done.push(taskId);
    if (last) farTask = { id: taskId, title: FAR_TITLE };
    if ((i + 1) % flushEvery === 0) {
      await flush();
      progress(`${i + 1} tasks`);
    }
  }
  for (const id of done) await completeTask({ id }, ctx, store);
  for (let i = 0; i < plan.notes; i++) {
    const note = noteSchema.parse({
      content: `Note ${i + 1}: filteret er skiftet, næste gang også pakningen.`,
      files: [],
      recipientIds: [],
      core: i === 0,
      equipmentId: equipment[0],
    });
    await createNote(note, ctx, store);
  }
  await flush(true);
  const total = (performance.now() - began) / 1000;
  return {
    companyId: company.id,
    owner: { id: user.id, emailAddress, password },
    people,
    equipment,
    farTask,
    seconds: { total: Math.round(total), write: Math.round(writing / 1000) },
    written: seed.written,
  };
}
