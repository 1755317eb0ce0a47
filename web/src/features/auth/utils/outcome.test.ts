import { ApiError } from '../../../lib/api';
import { outcomeOf, serverReason } from './outcome';

describe('link call outcomes', () => {
  it('gives 404 and 410 their own pages and calls everything else a failure', () => {
    expect(outcomeOf(new ApiError(404))).toBe('not-found');
    expect(outcomeOf(new ApiError(410))).toBe('expired');
    expect(outcomeOf(new ApiError(409))).toBe('failed');
    expect(outcomeOf(new ApiError(0))).toBe('failed');
    expect(outcomeOf(undefined)).toBe('failed');
  });

  it("shows the server's Danish reason for a refusal only", () => {
    const reason = 'Du har allerede en konto. Log ind først.';
    expect(serverReason(new ApiError(409, { message: reason }))).toBe(reason);
    expect(serverReason(new ApiError(409, { message: '  ' }))).toBeUndefined();
    expect(serverReason(new ApiError(409))).toBeUndefined();
    expect(serverReason(new ApiError(500, { message: 'Internal' }))).toBeUndefined();
    expect(serverReason(new ApiError(0, { message: 'TypeError: Failed to fetch' }))).toBeUndefined();
  });
});
