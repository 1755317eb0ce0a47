import { pipe, rules } from '../declaration';
import { matches } from './pattern';

describe('event patterns (as EventBridge matches them)', () => {
  const event = { source: 'servicebogen.events', 'detail-type': 'UserJoinedCompany', detail: {} };

  it('routes an event to the rules whose pattern lists its detail-type', () => {
    expect(rules.filter((r) => matches(r.eventPattern, event)).map((r) => r.target)).toEqual(['projectionActivity']);
    const completed = { ...event, 'detail-type': 'TaskCompleted' };
    expect(rules.filter((r) => matches(r.eventPattern, completed)).map((r) => r.target)).toEqual([
      'projectionStatistics',
      'projectionActivity',
    ]);
  });

  it('routes nothing for an unknown detail-type or another source', () => {
    expect(rules.some((r) => matches(r.eventPattern, { ...event, 'detail-type': 'Nope' }))).toBe(false);
    expect(rules.some((r) => matches(r.eventPattern, { ...event, source: 'other' }))).toBe(false);
  });

  it('lets only commit records through the pipe filter', () => {
    expect(matches(pipe.filterPattern, { dynamodb: { NewImage: { kind: { S: 'commit' } } } })).toBe(true);
    expect(matches(pipe.filterPattern, { dynamodb: { NewImage: { kind: { S: 'session' } } } })).toBe(false);
    expect(matches(pipe.filterPattern, { dynamodb: {} })).toBe(false);
  });

  it('supports prefix and exists matchers', () => {
    expect(matches({ a: [{ prefix: 'Us' }] }, { a: 'User' })).toBe(true);
    expect(matches({ a: [{ exists: false }] }, {})).toBe(true);
    expect(matches({ a: [{ exists: true }] }, {})).toBe(false);
  });
});
