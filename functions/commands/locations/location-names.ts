import { ClaimTakenError } from '../../store/commits';
import { locationNameTaken } from '../../queries/inventory';

/** A location name claimed meanwhile (or already) is the caller's conflict, in their words. */
export const nameTaken = (error: unknown): never => {
  throw error instanceof ClaimTakenError ? locationNameTaken() : error;
};
