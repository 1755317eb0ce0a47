import * as z from 'zod';

/** `source` of every domain event on the EventBridge bus. */
export const EVENT_SOURCE = 'servicebogen.events';

/** The aggregate streams of the event store. `pk` of a commit is `<StreamType>#<id>`. */
export const streamTypes = [
  'Company',
  'User',
  'Invitation',
  'Location',
  'Equipment',
  'Note',
  'Task',
  'FaultReport',
] as const;
export type StreamType = (typeof streamTypes)[number];

/**
 * What travels on the bus: one domain event with the facts of the commit it belongs to.
 * `detail-type` is `type`; projections guard their writes with `streamVersion`.
 */
export const envelopeSchema = z.object({
  type: z.string(),
  version: z.number().int().positive(),
  streamType: z.enum(streamTypes),
  streamId: z.string(),
  /** Version of the aggregate after this event (1 for the first event of a stream). */
  streamVersion: z.number().int().positive(),
  commitId: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  companyId: z.string().nullable(),
  /** The correlation id of the request that wrote the commit, when it had one (decision 082). */
  correlationId: z.string().optional(),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;
