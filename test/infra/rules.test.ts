import { activityEventTypes } from '../../domain/activity/activity';
import { statisticsEventTypes } from '../../domain/task/statistics';
import { membershipEventTypes } from '../../domain/user/membership';
import { eventTypes, invitationEventTypes, streamEventTypes, type EventType } from '../../events/catalogue';
import { streamTypes } from '../../events/envelope';
import { equipmentRows, locationRows } from '../../functions/projections/inventory';
import { noteRows } from '../../functions/projections/notes';
import { taskRows } from '../../functions/projections/tasks';
import { rules } from '../../infra/declaration';

/**
 * What each projection handles: a stream row projection every event of its stream (a missing one
 * is a gap, and the row is re-read), the others the list they narrow each event to (their
 * `switch` ends in `assertNever`, so the list and the cases cannot differ).
 */
const handled: Record<string, readonly EventType[]> = {
  projectionMemberships: membershipEventTypes,
  projectionInvitations: invitationEventTypes,
  projectionInventory: [...locationRows.decider.eventTypes, ...equipmentRows.decider.eventTypes],
  projectionTasks: taskRows.decider.eventTypes,
  projectionStatistics: statisticsEventTypes,
  projectionNotes: noteRows.decider.eventTypes,
  projectionActivity: activityEventTypes,
};
const listed = (target: string) => rules.find((rule) => rule.target === target)?.eventPattern['detail-type'];

describe('the projections’ rules', () => {
  it.each(Object.keys(handled))('%s: its rule lists every event it handles, and no other', (target) => {
    expect([...listed(target)!].sort()).toEqual([...handled[target]].sort());
  });

  it('one rule per projection, each for known events only', () => {
    expect(rules.map((rule) => rule.target).sort()).toEqual(Object.keys(handled).sort());
    for (const rule of rules) expect(eventTypes).toEqual(expect.arrayContaining(rule.eventPattern['detail-type']));
  });

  it('the streams’ event lists hold every event of the catalogue once', () => {
    const all = streamTypes.flatMap((type) => streamEventTypes[type]);
    expect([...all].sort()).toEqual([...eventTypes].sort());
  });
});
