import { Template } from 'aws-cdk-lib/assertions';
import { built } from './build';

/**
 * Decision 145 "Room under CloudFormation's limit": a stack may hold 500 resources. Each stage's
 * stack stays at or under 300 with today's features, so a new route, function or table has room;
 * above 350 the next features would not fit comfortably and the design has to change first.
 */
const HARD_CEILING = 350;
const TARGET = 300;

describe.each(['dev', 'prod'] as const)('the %s stack', (stage) => {
  const resources = Object.values(
    Template.fromStack(built(stage).stack).toJSON().Resources as Record<string, { Type: string }>,
  );
  const byType = resources.reduce<Record<string, number>>(
    (counts, r) => ({ ...counts, [r.Type]: (counts[r.Type] ?? 0) + 1 }),
    {},
  );

  it(`holds at most ${TARGET} resources (CloudFormation allows 500)`, () => {
    const lines = Object.entries(byType)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([type, count]) => `${String(count).padStart(4)}  ${type}`);
    // Printed so a change's cost in resources shows in the test output.
    console.log(`${stage}: ${resources.length} resources\n${lines.join('\n')}`);
    expect(resources.length).toBeLessThanOrEqual(HARD_CEILING);
    expect(resources.length).toBeLessThanOrEqual(TARGET);
  });
});
