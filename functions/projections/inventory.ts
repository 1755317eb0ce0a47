import type { EventBridgeEvent } from 'aws-lambda';
import { equipmentDecider, type EquipmentState } from '../../domain/equipment/decider';
import { locationDecider, type LocationState } from '../../domain/location/decider';
import type { Envelope } from '../../events/envelope';
import { equipmentRowKey, locationRowKey } from '../lib/inventory';
import { applyToRow, type StreamRowProjection } from '../lib/stream-rows';
import { projection } from './projection';

/** Each company's locations and equipment (the lists of spec 001), one row per aggregate. */
export const locationRows: StreamRowProjection<LocationState> = {
  streamType: 'Location',
  decider: locationDecider as StreamRowProjection<LocationState>['decider'],
  keyOf: (envelope, event) => {
    const companyId = event.type === 'LocationCreated' ? event.data.companyId : envelope.companyId;
    return companyId ? locationRowKey(companyId, envelope.streamId) : null;
  },
};

export const equipmentRows: StreamRowProjection<EquipmentState> = {
  streamType: 'Equipment',
  decider: equipmentDecider as StreamRowProjection<EquipmentState>['decider'],
  keyOf: (envelope, event) => {
    const companyId = event.type === 'EquipmentCreated' ? event.data.companyId : envelope.companyId;
    return companyId ? equipmentRowKey(companyId, envelope.streamId) : null;
  },
};

export const handler = projection('inventory', async (event: EventBridgeEvent<string, Envelope>): Promise<void> => {
  await applyToRow(locationRows, event.detail);
  await applyToRow(equipmentRows, event.detail);
});
