import type { LocationState } from '../../domain/location/decider';
import { locationSchema, locationUpdateSchema } from '../../domain/location/schemas';
import { createLocation } from '../commands/locations/create-location';
import { deleteLocation } from '../commands/locations/delete-location';
import { renameLocation } from '../commands/locations/rename-location';
import { apiHandler, preloaded } from '../lib/api';
import { byNameOrder, decodeCursor } from '../lib/cursor';
import { eventStore } from '../lib/event-store';
import { notFound, parseInput } from '../lib/http-errors';
import { equipmentOf, locationItem, locationView, locationsOf } from '../lib/inventory';
import { locationHints } from '../lib/hints';
import type { ItemLoader } from '../lib/items';
import { companyCounts, countsByKind, countsItem, locationCounts, openTasksByLocation } from '../lib/target-counts';
import { rowState } from '../lib/tasks';
import { locationsRoutes } from './locations.routes';

/** Locations: list, detail, create, rename and delete (spec 001 "Locations"). */

/**
 * One location: its row and its counts with its equipment's, never the company's (decision 062
 * "Reads fetch what they show"); the row and its own counts come with the session (`prefetch`).
 */
async function viewOf(items: ItemLoader, location: LocationState) {
  locationHints.set(location.companyId, location.id, location.equipmentIds.slice(0, 90));
  const { openTasks, liveNotes } = await locationCounts(items, location);
  return locationView(location, { noteCount: liveNotes, taskCount: openTasks });
}

/** The location list's first reads: the company's locations, counts and equipment (whose tasks count at their location). */
const locationListReads = (companyId: string) =>
  Promise.all([locationsOf(companyId), companyCounts(companyId), equipmentOf(companyId)]);

export const handler = apiHandler(locationsRoutes, {
  'GET /api/locations': {
    preload: (req) => locationListReads(req.query.companyId),
    handle: async (req) => {
      const after = decodeCursor(req.query.cursor, 2);
      const [locations, counts, equipment] = await preloaded(req, () => locationListReads(req.company!.id));
      const notes = countsByKind(counts, 'LOCATION');
      const tasks = openTasksByLocation(counts, new Map(equipment.map((e) => [e.id, e.locationId])));
      const views = locations.map((location) =>
        locationView(location, {
          noteCount: notes.get(location.id)?.liveNotes ?? 0,
          taskCount: tasks.get(location.id) ?? 0,
        }),
      );
      return { list: byNameOrder.page(views, after, 'locations') };
    },
  },

  'GET /api/locations/{id}': {
    // Its row and counts, and its equipment's counts as this container last saw it placed there (the row decides).
    prefetch: ({ query: { companyId }, params: { id } }) => [
      locationItem(companyId, id),
      ...[
        { kind: 'LOCATION', id },
        ...(locationHints.get(companyId, id) ?? []).map((equipmentId) => ({ kind: 'EQUIPMENT', id: equipmentId })),
      ].map((target) => countsItem(companyId, target)),
    ],
    handle: async (req) => {
      const location = rowState<LocationState>(await req.items.load(locationItem(req.company!.id, req.params.id)));
      if (!location || location.deleted) throw notFound();
      return { body: { location: await viewOf(req.items, location) } };
    },
  },

  'POST /api/locations': async (req) => ({
    status: 201,
    body: await createLocation(parseInput(locationSchema, req.body), req.ctx!, eventStore()),
  }),

  'PATCH /api/locations': async (req) => {
    const { location } = await renameLocation(parseInput(locationUpdateSchema, req.body), req.ctx!, eventStore());
    return { body: { location: await viewOf(req.items, location) } };
  },

  'DELETE /api/locations/{id}': async (req) => {
    await deleteLocation({ id: req.params.id }, req.ctx!, eventStore());
    return { body: {} };
  },
});
