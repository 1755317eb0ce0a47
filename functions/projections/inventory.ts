import { equipmentRowKey, locationRowKey } from '../queries/inline-rows';
import type { StreamRowProjection } from '../store/stream-rows';

/**
 * Each company's locations and equipment (the lists of spec 001), one row per aggregate. Pure:
 * written with each commit (`functions/store/inline-projections.ts`).
 */
export const locationRows: StreamRowProjection = {
  streamType: 'Location',
  keyOf: (envelope, event) => {
    const companyId = event.type === 'LocationCreated' ? event.data.companyId : envelope.companyId;
    return companyId ? locationRowKey(companyId, envelope.streamId) : null;
  },
};

export const equipmentRows: StreamRowProjection = {
  streamType: 'Equipment',
  keyOf: (envelope, event) => {
    const companyId = event.type === 'EquipmentCreated' ? event.data.companyId : envelope.companyId;
    return companyId ? equipmentRowKey(companyId, envelope.streamId) : null;
  },
};
