import type { LocationState } from '../../domain/location/decider';
import { locationSchema, locationUpdateSchema } from '../../domain/location/schemas';
import { createLocation } from '../commands/locations/create-location';
import { deleteLocation } from '../commands/locations/delete-location';
import { renameLocation } from '../commands/locations/rename-location';
import { apiHandler, etag, preloaded } from '../http/api';
import { byNameOrder, decodeCursor } from '../http/cursor';
import { eventStore } from '../store/store';
import { notFound, parseInput } from '../http/http-errors';
import { equipmentOf, locationItem, locationRowsOf, locationView } from '../queries/inventory';
import { locationHints } from '../queries/hints';
import { companyCounts, countsByKind, countsItem, openTasksByLocation } from '../queries/target-counts';
import { rowOf } from '../store/stream-rows';
import { locationDetail } from '../queries/inventory-views';
import { tallyItem } from '../store/tally-items';
import { locationsRoutes } from './routes/locations.routes';

/** Locations: list, detail, create, rename and delete (spec 001 "Locations"). */

/**
 * One location: its row, its tally (its equipment, decision 120) and its counts with its
 * equipment's, never the company's (decision 062 "Reads fetch what they show"); the row, the tally
 * and its own counts come with the session (`prefetch`).
 */

/** The location list's first reads: the company's locations, counts and equipment (whose tasks count at their location). */
const locationListReads = (companyId: string) =>
  Promise.all([locationRowsOf(companyId), companyCounts(companyId), equipmentOf(companyId)]);

export const handler = apiHandler(locationsRoutes, {
  'GET /api/locations': {
    preload: (req) => locationListReads(req.query.companyId),
    handle: async (req) => {
      const after = decodeCursor(req.query.cursor, 2);
      const [locations, counts, equipment] = await preloaded(req, () => locationListReads(req.company!.id));
      const notes = countsByKind(counts, 'LOCATION');
      const placed = equipment.filter((e) => !e.archived);
      const tasks = openTasksByLocation(counts, new Map(placed.map((e) => [e.id, e.locationId])));
      const views = locations.map(({ state: location, version }) =>
        locationView(
          location,
          {
            noteCount: notes.get(location.id)?.liveNotes ?? 0,
            taskCount: tasks.get(location.id) ?? 0,
            equipmentCount: placed.filter((e) => e.locationId === location.id).length,
          },
          version,
        ),
      );
      return { list: byNameOrder.page(views, after, 'locations') };
    },
  },

  'GET /api/locations/{id}': {
    // Its row, tally and counts, and its equipment's counts as this container last saw it placed there (the tally decides).
    prefetch: ({ query: { companyId }, params: { id } }) => [
      locationItem(companyId, id),
      tallyItem('Location', id),
      ...[
        { kind: 'LOCATION', id },
        ...(locationHints.get(companyId, id) ?? []).map((equipmentId) => ({ kind: 'EQUIPMENT', id: equipmentId })),
      ].map((target) => countsItem(companyId, target)),
    ],
    handle: async (req) => {
      const row = rowOf<LocationState>(await req.items.load(locationItem(req.company!.id, req.params.id)));
      if (!row || row.state.deleted) throw notFound();
      return {
        body: { location: await locationDetail(req.items, row.state, row.version) },
        headers: etag(row.version),
      };
    },
  },

  'POST /api/locations': async (req) => ({
    status: 201,
    body: await createLocation(parseInput(locationSchema, req.body), req.ctx!, eventStore()),
  }),

  'PATCH /api/locations': async (req) => {
    const input = parseInput(locationUpdateSchema, req.body);
    const { location, version } = await renameLocation(input, req.ctx!, eventStore());
    return { body: { location: await locationDetail(req.items, location, version) } };
  },

  'DELETE /api/locations/{id}': async (req) => {
    await deleteLocation({ id: req.params.id }, req.ctx!, eventStore());
    return { body: {} };
  },
});
