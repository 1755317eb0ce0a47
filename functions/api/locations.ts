import { companyDecider } from '../../domain/company/decider';
import { locationDecider, type LocationState } from '../../domain/location/decider';
import { locationSchema, locationUpdateSchema } from '../../domain/location/schemas';
import { apiHandler, preloaded, type ApiRequest } from '../lib/api';
import { execute, executeAll, prepare } from '../lib/command';
import { notFound, parseInput } from '../lib/http-errors';
import { newId } from '../lib/ids';
import { ClaimTakenError } from '../lib/event-store';
import {
  equipmentOf,
  loadOwned,
  locationItem,
  locationNameClaim,
  locationNameKey,
  locationNameTaken,
  locationView,
  locationsOf,
} from '../lib/inventory';
import { locationHints } from '../lib/hints';
import type { ItemLoader } from '../lib/items';
import { companyCounts, countsByKind, countsItem, locationCounts, openTasksByLocation } from '../lib/target-counts';
import { rowState } from '../lib/tasks';
import { locationsRoutes } from './locations.routes';

/** Locations: list, detail, create, rename and delete (spec 001 "Locations"). */
const ctxOf = (req: ApiRequest) => ({ now: req.now, actor: req.auth!.userId, companyId: req.company!.id });
const isDeleted = (location: LocationState) => location.deleted;

/**
 * One location: its row and its counts with its equipment's, never the company's (decisions.md
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

const nameTaken = (error: unknown): never => {
  throw error instanceof ClaimTakenError ? locationNameTaken() : error;
};

export const handler = apiHandler(locationsRoutes, {
  'GET /api/locations': {
    preload: (req) => locationListReads(req.query.companyId),
    handle: async (req) => {
      const [locations, counts, equipment] = await preloaded(req, () => locationListReads(req.company!.id));
      const notes = countsByKind(counts, 'LOCATION');
      const tasks = openTasksByLocation(counts, new Map(equipment.map((e) => [e.id, e.locationId])));
      const views = locations
        .map((location) =>
          locationView(location, {
            noteCount: notes.get(location.id)?.liveNotes ?? 0,
            taskCount: tasks.get(location.id) ?? 0,
          }),
        )
        .sort((a, b) => a.name.localeCompare(b.name, 'da'));
      return { body: { locations: views } };
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
      if (!location || isDeleted(location)) throw notFound();
      return { body: { location: await viewOf(req.items, location) } };
    },
  },

  'POST /api/locations': async (req) => {
    const { name } = parseInput(locationSchema, req.body);
    const ctx = ctxOf(req);
    const locationId = newId();
    await executeAll(async () => ({
      commits: [
        await prepare(
          companyDecider,
          { type: 'Company', id: ctx.companyId },
          { type: 'AddInventory', items: [{ kind: 'LOCATION', itemId: locationId }] },
          ctx,
        ),
        await prepare(
          locationDecider,
          { type: 'Location', id: locationId },
          { type: 'CreateLocation', locationId, companyId: ctx.companyId, name, now: ctx.now },
          ctx,
        ),
      ],
      claims: [locationNameClaim(ctx.companyId, name, locationId)],
    })).catch(nameTaken);
    return { status: 201, body: { id: locationId } };
  },

  'PATCH /api/locations': async (req) => {
    const { id, name } = parseInput(locationUpdateSchema, req.body);
    const ctx = ctxOf(req);
    const { state } = await loadOwned<LocationState>('Location', id, ctx.companyId, isDeleted);
    const sameKey = locationNameKey(ctx.companyId, state.name) === locationNameKey(ctx.companyId, name);
    const claims = sameKey ? [] : [locationNameClaim(ctx.companyId, name, id)];
    const releases = sameKey ? [] : [locationNameKey(ctx.companyId, state.name)];
    const commit = await execute(
      locationDecider,
      { type: 'Location', id },
      { type: 'RenameLocation', name },
      ctx,
      claims,
      releases,
    ).catch(nameTaken);
    return { body: { location: await viewOf(req.items, commit.state ?? state) } };
  },

  'DELETE /api/locations/{id}': async (req) => {
    const ctx = ctxOf(req);
    const id = req.params.id;
    const { state } = await loadOwned<LocationState>('Location', id, ctx.companyId, isDeleted);
    await executeAll(async () => ({
      commits: [
        await prepare(locationDecider, { type: 'Location', id }, { type: 'DeleteLocation' }, ctx),
        await prepare(
          companyDecider,
          { type: 'Company', id: ctx.companyId },
          { type: 'RemoveInventory', kind: 'LOCATION', itemId: id },
          ctx,
        ),
      ],
      releases: [locationNameKey(ctx.companyId, state.name)],
    }));
    return { body: {} };
  },
});
