import { alreadyDoneBy, offlineBanner, outboxCount, outboxStateText, type OutboxState } from './outbox';

describe('the outbox as the queue and the header tell it', () => {
  test("each write says 'Venter', 'Sendt' or 'Afvist: …' with the server's reason", () => {
    expect(outboxStateText({ kind: 'WAITING' })).toBe('Venter');
    expect(outboxStateText({ kind: 'SENT', at: '2027-01-04T08:12:00.000Z' })).toBe('Sendt');
    expect(outboxStateText({ kind: 'REFUSED', reason: alreadyDoneBy('Bo Berg', '2027-01-04T07:50:00.000Z') })).toBe(
      'Afvist: Allerede udført af Bo Berg kl. 08.50',
    );
  });

  test('the header counts what waits and what was refused, not what was sent', () => {
    const states: OutboxState[] = [
      { kind: 'WAITING' },
      { kind: 'SENT', at: '2027-01-04T08:12:00.000Z' },
      { kind: 'REFUSED', reason: 'x' },
    ];
    expect(outboxCount(states)).toBe(2);
    expect(outboxCount([])).toBe(0);
  });

  test('offline, the banner says when the tasks were last updated, in Copenhagen time', () => {
    expect(offlineBanner('2027-01-04T07:12:00.000Z')).toBe('Offline – senest opdateret kl. 08.12');
    expect(offlineBanner('2027-07-04T06:12:00.000Z')).toBe('Offline – senest opdateret kl. 08.12');
    expect(offlineBanner(null)).toBe('Offline – endnu ikke opdateret');
  });
});
