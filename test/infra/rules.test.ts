import { activityEventTypes } from '../../domain/activity/activity';
import { statisticsEventTypes } from '../../domain/task/statistics';
import { eventTypes, streamEventTypes, type EventType } from '../../events/catalogue';
import { streamTypes } from '../../events/envelope';
import { rules } from '../../infra/declaration';

/**
 * What each bus projection handles: the list it narrows each event to (its `switch` ends in
 * `assertNever`, so the list and the cases cannot differ). Only the projections that combine
 * streams have a rule: the rows that mirror one stream are written with their commit (decision 121
 * "The bus delivers only to projections that combine streams").
 */
const handled: Record<string, readonly EventType[]> = {
  projectionStatistics: statisticsEventTypes,
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
