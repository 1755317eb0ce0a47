import { complianceReport } from '../../domain/inspection-report/report';
import type { CompanyState } from '../../domain/company/decider';
import type { LocationState } from '../../domain/location/decider';
import { contentDisposition } from '../../domain/note/files';
import type { RouteImpl } from '../http/api';
import { responseLimit } from '../http/answer-limit';
import { notFound } from '../http/http-errors';
import { compliancePdf } from '../documents/compliance-pdf';
import { complianceView } from '../queries/compliance';
import { loadOwned } from '../queries/inventory';
import { eventStore, loadStream } from '../store/store';
import { reportKey, storedReportUrl } from '../use-cases/reports';
import { log } from '../platform/logger';

/** Room in an answer for its status and headers beside the base64 body (a few hundred bytes; generous). */
const ANSWER_OVERHEAD = 4096;

/** Bytes of the answer a file makes as Lambda counts it: its base64, plus the rest. */
export const fileAnswerBytes = (bytes: number) => Math.ceil(bytes / 3) * 4 + ANSWER_OVERHEAD;

/**
 * The inspection-ready PDF (issue 31, decision 175): the compliance view's rows of a location or
 * the whole company, its content `complianceReport` (domain/), its drawing `compliancePdf`. A PDF
 * whose answer would pass Lambda's limit goes to S3, and the answer is 303 to a 5-minute link.
 */
export const complianceReportHandlers: Record<'GET /api/compliance/report', RouteImpl> = {
  'GET /api/compliance/report': async (req) => {
    const ctx = req.ctx!;
    const store = eventStore();
    const locationId = req.query.locationId || undefined;
    const [location, company, view] = await Promise.all([
      locationId
        ? loadOwned<LocationState>(store, 'Location', locationId, ctx.companyId, (state) => state.deleted)
        : null,
      loadStream<CompanyState>('Company', ctx.companyId, store),
      complianceView(ctx.companyId, { userId: ctx.actor, isAdmin: ctx.isAdmin }, { locationId }, req.now),
    ]);
    if (!company) throw notFound();
    const report = complianceReport({
      companyName: company.state.name,
      location: location ? { id: location.state.id, name: location.state.name } : null,
      rows: view.rows,
      now: req.now,
    });
    const file = {
      contentType: 'application/pdf',
      contentDisposition: `attachment; filename="${report.fileName}"; ${contentDisposition('attachment', report.fileNameUtf8).replace(/^attachment; /, '')}`,
      bytes: await compliancePdf(report),
    };
    if (fileAnswerBytes(file.bytes.length) <= responseLimit()) return { file };
    const url = await storedReportUrl(reportKey(ctx.companyId, req.now), file);
    log.info('compliance report through S3', { companyId: ctx.companyId, bytes: file.bytes.length });
    return { status: 303, headers: { location: url, 'cache-control': 'no-store' }, body: {} };
  },
};
