import { onboardingSteps, type OnboardingProgress } from '#domain/task/overview';

export interface ChecklistStep {
  key: 'user' | 'equipment' | 'task';
  title: string;
  text: string;
  /** Relative to /dashboard/{companyId}: where the step is done. */
  to: string;
  done: boolean;
}

/**
 * The onboarding checklist (spec 001 §2 "Onboarding"): add a user, equipment and a task, each
 * ticked by the pure rule `onboardingSteps` (a colleague counts once invited).
 */
export function checklist(progress: OnboardingProgress) {
  const done = onboardingSteps(progress);
  const steps: ChecklistStep[] = [
    {
      key: 'user',
      title: 'Tilføj en bruger',
      text: 'Invitér en kollega, der skal udføre opgaver. Trinnet er klaret, så snart invitationen er sendt.',
      to: 'users/create',
      done: done.user,
    },
    {
      key: 'equipment',
      title: 'Tilføj udstyr',
      text: 'Registrér en maskine, et køretøj eller andet udstyr, der skal vedligeholdes.',
      to: 'equipment/create',
      done: done.equipment,
    },
    {
      key: 'task',
      title: 'Tilføj en opgave',
      text: 'Giv udstyret en opgave med en ansvarlig og en deadline, fx et fast eftersyn.',
      to: 'tasks/create',
      done: done.task,
    },
  ];
  const count = steps.filter((step) => step.done).length;
  return { steps, complete: done.complete, progress: `${count} af ${steps.length} trin er klaret` };
}
