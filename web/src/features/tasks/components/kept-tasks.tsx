import { outboxStateText } from '#domain/offline/outbox';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useKept, useQueuedFor } from '../../../lib/offline/use-device';
import { paths } from '../../../lib/paths';
import { colors, space } from '../../../lib/theme';
import { TaskItem } from './task-item';

/**
 * 'Din oversigt' without a network (decision 170): the person's tasks of the next 14 days as the
 * device kept them (`GET /api/offline`), each with what waits in the outbox for it.
 */
export function KeptTasks({ companyId, userId }: { companyId: string; userId: string }) {
  const { kept, failed } = useKept(companyId, userId);
  const queuedFor = useQueuedFor(userId);
  const dashboard = paths.dashboard(companyId);
  if (failed) return <p role="alert">Opgaverne på telefonen kunne ikke læses.</p>;
  if (kept === undefined) return <Loading label="Henter opgaverne fra telefonen…" />;
  if (!kept || kept.tasks.length === 0)
    return (
      <p css={{ maxWidth: '40rem' }}>
        {kept
          ? 'Du har ingen opgaver de næste 14 dage.'
          : 'Telefonen har ingen opgaver gemt endnu. De gemmes, næste gang du åbner Servicebogen med netværk.'}
      </p>
    );
  return (
    <>
      <p css={{ maxWidth: '40rem', marginTop: 0 }}>
        Dine opgaver de næste 14 dage, som de var, da de sidst blev hentet. Du kan udføre dem; det, du gør, venter i{' '}
        <TextLink to="/udbakke">udbakken</TextLink> og sendes, når du er online igen.
      </p>
      <ul
        aria-label="Dine opgaver på telefonen"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3), maxWidth: '48rem' }}
      >
        {kept.tasks.map(({ task }) => {
          const queued = queuedFor(task.id);
          return (
            <TaskItem key={task.id} task={task} to={dashboard.task(task.id)}>
              {queued.map((item) => (
                <span key={item.id} css={{ fontWeight: 600, color: colors.text }}>
                  Udført, i udbakken: {outboxStateText(item.state)}
                </span>
              ))}
            </TaskItem>
          );
        })}
      </ul>
    </>
  );
}
