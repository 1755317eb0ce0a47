import * as z from 'zod';
import { jobNames } from '../platform/config';

/**
 * The body of a job queue message: one company for one job. The dispatcher writes it; the
 * job's worker (`companyJob`) reads it back and refuses anything else. Ids are UUIDs today; the
 * pattern keeps whatever reaches a DynamoDB key or a log line short and plain.
 */
export const CompanyMessage = z.strictObject({
  job: z.enum(jobNames),
  companyId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type CompanyMessage = z.infer<typeof CompanyMessage>;
