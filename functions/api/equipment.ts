import * as z from 'zod';
import type { EquipmentState } from '../../domain/equipment/decider';
import { equipmentSchema, equipmentStandbySchema, equipmentUpdateSchema } from '../../domain/equipment/schemas';
import { createEquipment } from '../commands/equipment/create-equipment';
import { deleteEquipment } from '../commands/equipment/delete-equipment';
import { setEquipmentStandby } from '../commands/equipment/set-equipment-standby';
import { updateEquipment } from '../commands/equipment/update-equipment';
import { apiHandler, etag, preloaded, type ApiRequest } from '../http/api';
import { byNameOrder, decodeCursor } from '../http/cursor';
import { eventStore } from '../store/store';
import { notFound, parseInput } from '../http/http-errors';
import { equipmentItem, equipmentRowsOf, equipmentView, locationItem, locationsOf } from '../queries/inventory';
import { equipmentHints } from '../queries/hints';
import { companyCounts, countsByKind, countsItem, countsOf } from '../queries/target-counts';
import { rowOf } from '../store/stream-rows';
import { equipmentDetail } from '../queries/inventory-views';
import { equipmentRoutes } from './routes/equipment.routes';

/** Equipment: list, detail, create, edit, standby and delete (archive) (spec 001 "Equipment"). */
const idSchema = z.object({ id: z.string({ error: 'Vælg et udstyr' }).min(1, { error: 'Vælg et udstyr' }).max(200) });

/**
 * One equipment: its row, its counts and its location's row, never the company's (decision 062
 * "Reads fetch what they show"); the row and the counts come with the session (`prefetch`).
 */
/** The equipment list's first reads: the company's equipment, locations and counts. */
const equipmentListReads = (companyId: string) =>
  Promise.all([equipmentRowsOf(companyId), locationsOf(companyId), companyCounts(companyId)]);
/** A single equipment's first batch: its row and counts, and its location as this container last saw it (the row decides). */
function equipmentItems({ query: { companyId }, params: { id } }: ApiRequest) {
  const locationId = equipmentHints.get(companyId, id);
  return [
    equipmentItem(companyId, id),
    countsItem(companyId, { kind: 'EQUIPMENT', id }),
    ...(locationId ? [locationItem(companyId, locationId)] : []),
  ];
}

export const handler = apiHandler(equipmentRoutes, {
  'GET /api/equipment': {
    preload: (req) => equipmentListReads(req.query.companyId),
    handle: async (req) => {
      const after = decodeCursor(req.query.cursor, 2);
      const [all, locations, counts] = await preloaded(req, () => equipmentListReads(req.company!.id));
      const names = new Map(locations.map((l) => [l.id, l.name]));
      const byEquipment = countsByKind(counts, 'EQUIPMENT');
      const wanted = req.query.locationId ? all.filter((e) => e.state.locationId === req.query.locationId) : all;
      const equipment = wanted.map(({ state: e, version }) => {
        const { openTasks, liveNotes } = byEquipment.get(e.id) ?? countsOf(undefined);
        return equipmentView(e, names.get(e.locationId) ?? null, { tasks: openTasks, notes: liveNotes }, version);
      });
      return { list: byNameOrder.page(equipment, after, 'equipment') };
    },
  },

  'GET /api/equipment/{id}': {
    prefetch: equipmentItems,
    handle: async (req) => {
      const row = rowOf<EquipmentState>(await req.items.load(equipmentItem(req.company!.id, req.params.id)));
      if (!row) throw notFound();
      return {
        body: { equipment: await equipmentDetail(req.items, req.company!.id, row.state, row.version) },
        headers: etag(row.version),
      };
    },
  },

  'POST /api/equipment': async (req) => ({
    status: 201,
    body: await createEquipment(parseInput(equipmentSchema, req.body), req.ctx!, eventStore()),
  }),

  'PATCH /api/equipment': async (req) => {
    const input = parseInput(equipmentUpdateSchema, req.body);
    const { equipment, version } = await updateEquipment(input, req.ctx!, eventStore());
    return { body: { equipment: await equipmentDetail(req.items, req.ctx!.companyId, equipment, version) } };
  },

  /**
   * Standby on equipment puts all its tasks on standby; reactivation gives each task not completed
   * a new deadline (`newDeadlines`, else its old one while that is still ahead) (spec 001 §4).
   */
  'PATCH /api/equipment/standby': async (req) => {
    const input = parseInput(equipmentStandbySchema, req.body);
    const { equipment, version } = await setEquipmentStandby(input, req.ctx!, eventStore());
    return { body: { equipment: await equipmentDetail(req.items, req.ctx!.companyId, equipment, version) } };
  },

  /** Deleting archives the equipment and deletes its open tasks (decisions.md "Deleting"). */
  'DELETE /api/equipment': async (req) => {
    await deleteEquipment(parseInput(idSchema, req.body ?? req.query), req.ctx!, eventStore());
    return { body: {} };
  },
});
