import type { EventBridgeEvent } from 'aws-lambda';
import type { Envelope } from '../../events/envelope';
import { withCorrelationId } from '../platform/correlation';
import { log } from '../platform/logger';

type Handler = (event: EventBridgeEvent<string, Envelope>) => Promise<void>;

/**
 * A projection's Lambda handler: `apply` runs under the correlation id the event carries from
 * the request that wrote its commit (decision 082), and each delivery is logged with it.
 */
export const projection =
  (name: string, apply: Handler): Handler =>
  async (event) => {
    const envelope = event.detail;
    const run = async () => {
      await apply(event);
      log.info('event projected', {
        projection: name,
        type: envelope?.type,
        stream: `${envelope?.streamType}#${envelope?.streamId}`,
        streamVersion: envelope?.streamVersion,
      });
    };
    return envelope?.correlationId ? withCorrelationId(envelope.correlationId, run) : run();
  };
