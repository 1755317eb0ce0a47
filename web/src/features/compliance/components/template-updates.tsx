import { Button } from '../../../components/ui/button';
import { colors, radius, space } from '../../../lib/theme';
import { useAcceptVersion } from '../api/accept-version';
import type { TemplateUpdate } from '../api/types';

/**
 * When the law changes (decision 176): a notice per newer template version, what changed, the
 * tasks it concerns and 'Accepter for N opgaver'. Nothing changes until an admin accepts.
 */
export function TemplateUpdates({ companyId, updates }: { companyId: string; updates: TemplateUpdate[] }) {
  const { trigger, pending, running } = useAcceptVersion(companyId);
  return (
    <section
      aria-label="Nye versioner af skabelonerne"
      css={{ display: 'grid', gap: space(3), marginBottom: space(5) }}
    >
      {updates.map((update) => {
        const headingId = `update-${update.dutyId}-${update.toVersion}`;
        const count = update.tasks.length;
        return (
          <div
            key={headingId}
            role="region"
            aria-labelledby={headingId}
            css={{
              padding: space(4),
              background: colors.blue.bg,
              borderLeft: `6px solid ${colors.blue.solid}`,
              borderRadius: radius,
            }}
          >
            <h2 id={headingId} css={{ margin: 0, fontSize: '1.125rem' }}>
              Ny version af {update.dutyName}
            </h2>
            {update.changes.length > 0 && (
              <ul css={{ margin: `${space(2)} 0`, paddingLeft: space(5) }}>
                {update.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )}
            <p css={{ margin: `${space(2)} 0` }}>
              Gælder {update.tasks.map((task) => task.targetName).join(', ')}. Intet ændres, før du accepterer.
            </p>
            <Button
              loading={pending && running?.dutyId === update.dutyId && running.toVersion === update.toVersion}
              disabled={pending}
              onClick={() =>
                void trigger({
                  dutyId: update.dutyId,
                  toVersion: update.toVersion,
                  tasks: update.tasks.map(({ id, version }) => ({ id, version })),
                })
              }
            >
              {count === 1 ? 'Accepter for 1 opgave' : `Accepter for ${count} opgaver`}
            </Button>
          </div>
        );
      })}
    </section>
  );
}
