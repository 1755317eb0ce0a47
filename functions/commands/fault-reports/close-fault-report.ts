import type { CompanyState } from '../../../domain/company/decider';
import { faultReportDecider, type FaultReportState } from '../../../domain/fault-report/decider';
import type { FaultReportOutcome } from '../../../domain/fault-report/status';
import { executeAll, prepare, type CompanyContext } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';
import { loadOwned } from '../../queries/inventory';
import { versionAfter } from '../../store/versioned';
import type { MailsOf } from '../../mail/outbox';

/**
 * A fault report closed by an admin as solved ('Løst') or rejected ('Afvist') with their answer
 * (decision 166), from 'Ny' or 'Under behandling'; its reporter's e-mail with the answer is
 * recorded with it. A report closed already answers 409.
 */
export async function closeFaultReport(
  input: { id: string; outcome: FaultReportOutcome; answer: string },
  ctx: CompanyContext,
  store: EventStore,
  mails?: MailsOf<{ report: FaultReportState; companyName: string }>,
): Promise<{ report: FaultReportState; version: number }> {
  let report!: FaultReportState;
  let version = 0;
  await executeAll(store, async () => {
    await loadOwned<FaultReportState>(store, 'FaultReport', input.id, ctx.companyId);
    const commit = await prepare(
      store,
      faultReportDecider,
      { type: 'FaultReport', id: input.id },
      {
        type: 'CloseFaultReport',
        outcome: input.outcome,
        answer: input.answer,
        by: ctx.actor,
        byName: ctx.actorName,
        now: ctx.now,
      },
      ctx,
    );
    [report, version] = [commit.state!, versionAfter(commit)];
    const company = await loadStream<CompanyState>('Company', ctx.companyId, store);
    return { commits: [commit], mails: mails ? await mails({ report, companyName: company?.state.name ?? '' }) : [] };
  });
  return { report, version };
}
