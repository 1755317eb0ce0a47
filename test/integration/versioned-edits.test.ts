import type { Company, Equipment, Location, Member, Note, User } from '../support/contract';
import { as, ok } from '../support/api';
import { expectEtag, expectHostileRefused, stale, useVersionedWorld } from '../support/versioned';

/**
 * Versioned edits of equipment, a location, a note, the company and its people through the local
 * runtime (decision 130 "Versioned edits merge three-way"): reads carry `version` (single reads
 * also as `ETag`); a PATCH with the version it read keeps fields changed on one side, refuses the
 * same field changed to different values (409 STALE_VERSION, nothing changed), keeps someone
 * else's setting when it sends it unchanged, and refuses hostile versions (400, nothing changed).
 */
const w = useVersionedWorld();

describe('equipment, a location, a note', () => {
  const readEquipment = async () =>
    (await ok(w.get<{ equipment: Equipment }>(`/api/equipment/${w.equipmentId}`))).equipment;
  const equipmentBody = (e: Equipment, change: Record<string, unknown>) => ({
    id: w.equipmentId,
    make: e.make,
    model: e.model,
    equipmentId: e.equipmentId,
    category: e.category,
    locationId: e.locationId,
    ...change,
  });

  it('equipment: ETag; different fields both kept; the same field 409 with the location named; hostile versions 400', async () => {
    const single = await w.get<{ equipment: Equipment }>(`/api/equipment/${w.equipmentId}`);
    expectEtag(single, single.body.equipment.version);
    const e = single.body.equipment;
    const list = await ok(w.get<{ equipment: Equipment[] }>('/api/equipment'));
    expect(list.equipment.find((x) => x.id === w.equipmentId)?.version).toBe(e.version);
    await ok(w.patch('/api/equipment', { version: e.version, ...equipmentBody(e, { category: 'Pumper' }) }, w.bo));
    const merged = await ok(
      w.patch<{ equipment: Equipment }>('/api/equipment', {
        version: e.version,
        ...equipmentBody(e, { model: 'CR 15' }),
      }),
    );
    expect(merged.equipment).toMatchObject({ category: 'Pumper', model: 'CR 15' });
    const now = await readEquipment();
    await ok(
      w.patch('/api/equipment', { version: now.version, ...equipmentBody(now, { locationId: w.locationId }) }, w.bo),
    );
    const moved = await readEquipment();
    const refused = await w.patch('/api/equipment', {
      version: now.version,
      ...equipmentBody(now, { locationId: undefined, locationName: 'Tag' }),
    });
    expect(stale(refused)).toMatchObject({ fields: { locationId: w.locationId }, names: { locationId: 'Loft' } });
    expect(await readEquipment()).toEqual(moved);
    await expectHostileRefused(w, '/api/equipment', equipmentBody(moved, { model: 'Hacket' }), readEquipment);
  });

  it('equipment standby sent unchanged leaves someone else’s standby', async () => {
    const { version } = await readEquipment();
    await ok(w.patch('/api/equipment/standby', { id: w.equipmentId, version, standby: true }, w.bo));
    const kept = await ok(
      w.patch<{ equipment: Equipment }>('/api/equipment/standby', { id: w.equipmentId, version, standby: false }),
    );
    expect(kept.equipment.standby).toBe(true);
    await ok(w.patch('/api/equipment/standby', { id: w.equipmentId, standby: false }));
  });

  it('a location: ETag; renamed by two to different names → 409, nothing changed; hostile versions 400', async () => {
    const readLocation = async () =>
      (await ok(w.get<{ location: Location }>(`/api/locations/${w.locationId}`))).location;
    const single = await w.get<{ location: Location }>(`/api/locations/${w.locationId}`);
    expectEtag(single, single.body.location.version);
    const { version } = single.body.location;
    await ok(w.patch('/api/locations', { id: w.locationId, version, name: 'Fyrrum' }, w.bo));
    const after = await readLocation();
    const refused = await w.patch('/api/locations', { id: w.locationId, version, name: 'Kedelrum' });
    expect([refused.status, stale(refused).fields]).toEqual([409, { name: 'Fyrrum' }]);
    expect(await readLocation()).toEqual(after);
    await expectHostileRefused(w, '/api/locations', { id: w.locationId, name: 'Hacket' }, readLocation);
  });

  it('a note: its version in the list; archived meanwhile, an archive sent unchanged keeps it archived', async () => {
    const created = await ok(
      w.rt.call<{ noteId: string }>('POST', '/api/note', {
        ...as(w.anne),
        body: { content: 'Døren klemmer.', files: [], recipientIds: [], core: false, locationId: w.locationId },
      }),
    );
    const notes = async (archived: boolean) =>
      (await ok(w.get<{ notes: Note[] }>(`/api/note?locationId=${w.locationId}&archived=${archived}`))).notes;
    const { version } = (await notes(false)).find((n) => n.id === created.noteId)!;
    await ok(w.patch('/api/note', { id: created.noteId, version, archived: true }, w.bo));
    const kept = await ok(w.patch<{ note: Note }>('/api/note', { id: created.noteId, version, archived: false }));
    expect(kept.note.archived).toBe(true);
    expect((await notes(true)).map((n) => n.id)).toContain(created.noteId);
    const read = async () => (await notes(true)).find((n) => n.id === created.noteId);
    await expectHostileRefused(w, '/api/note', { id: created.noteId, archived: false }, read);
  });
});

describe('the company and its people', () => {
  const readCompany = () => ok(w.get<Company>(`/api/company/${w.anne.ownCompanyId}`));
  const info = (c: Company, change: Record<string, string>) => ({
    id: c.id,
    name: c.name,
    vatNumber: c.vatNumber || '12345678',
    address: c.address || 'Havnegade 1',
    city: c.city || 'Aarhus',
    ...change,
  });

  it('company info: ETag; different fields both kept; the same field 409; hostile versions 400', async () => {
    const single = await w.get<Company>(`/api/company/${w.anne.ownCompanyId}`);
    expectEtag(single, single.body.version);
    await ok(w.patch('/api/company', info(single.body, {})));
    const c = await readCompany();
    const other = await ok(w.patch<Company>('/api/company', { ...info(c, { city: 'Odense' }), version: c.version }));
    const mine = await ok(
      w.patch<Company>('/api/company', { ...info(c, { name: 'Åberg & Søn' }), version: c.version }),
    );
    expect(mine).toMatchObject({ name: 'Åberg & Søn', city: 'Odense' });
    expect(mine.version).toBeGreaterThan(other.version);
    const refused = await w.patch('/api/company', { ...info(c, { city: 'Aalborg' }), version: c.version });
    expect([refused.status, stale(refused).fields]).toEqual([409, { city: 'Odense' }]);
    expect(await readCompany()).toMatchObject({ city: 'Odense', version: mine.version });
    await expectHostileRefused(w, '/api/company', info(c, { city: 'Hacket' }), readCompany);
  });

  it('a person: version and ETag on GET /api/user and /api/user/{id}; a role sent unchanged keeps someone else’s', async () => {
    const self = await w.rt.call<{ user: User }>('GET', '/api/user', { token: w.carl.token });
    expectEtag(self, self.body.user.version!);
    const member = await w.get<{ user: Member }>(`/api/user/${w.carl.user.id}`);
    expectEtag(member, member.body.user.version!);
    const index = await ok(w.get<{ users: Member[] }>('/api/user/index'));
    expect(index.users.find((u) => u.id === w.carl.user.id)?.version).toBe(member.body.user.version);
    const version = member.body.user.version;
    await ok(w.patch('/api/user', { id: w.carl.user.id, type: 'ADMIN', version }));
    const kept = await ok(w.patch<User>('/api/user', { id: w.carl.user.id, type: 'USER', version }));
    expect(kept.roles[w.anne.ownCompanyId]).toEqual({ type: 'ADMIN' });
    await ok(w.patch('/api/user', { id: w.carl.user.id, type: 'USER' }));
  });

  it('one’s own name from two tabs: the same name 409 with the name now; hostile versions 400', async () => {
    const readMe = async () => (await ok(w.rt.call<{ user: User }>('GET', '/api/user', { token: w.carl.token }))).user;
    const { version } = await readMe();
    const first = await ok(
      w.rt.call<User>('PATCH', '/api/user/name', { token: w.carl.token, body: { name: 'Carl Hansen', version } }),
    );
    expect(first.version).toBeGreaterThan(version!);
    const refused = await w.rt.call('PATCH', '/api/user', {
      ...as(w.carl, w.anne.ownCompanyId),
      body: { name: 'Carl Dahl', version },
    });
    expect([refused.status, stale(refused).fields, stale(refused).message]).toEqual([
      409,
      { name: 'Carl Hansen' },
      'Dit navn er ændret et andet sted, mens du redigerede. Vælg, hvad der skal gælde.',
    ]);
    for (const hostile of [-1, '2', 999_999]) {
      const answer = await w.rt.call('PATCH', '/api/user/name', {
        token: w.carl.token,
        body: { name: 'X Y', version: hostile },
      });
      expect(answer.status).toBe(400);
    }
    expect((await readMe()).name).toBe('Carl Hansen');
  });
});
