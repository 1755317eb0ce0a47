/** Danish refusals of the task rules that both the decider and the SPA word (spec 001 §5). */

/** A routine's deadline falls on a Saturday or Sunday (the deadline picker offers only weekdays). */
export const WEEKEND_ROUTINE_MESSAGE =
  'Vælg en hverdag (mandag til fredag). En rutine kan ikke have deadline en lørdag eller søndag.';

/**
 * A routine's deadline falls on a Danish public holiday while the company moves deadlines off
 * them (decision 100); the deadline picker then offers no holidays either.
 */
export const HOLIDAY_ROUTINE_MESSAGE =
  'Vælg en hverdag, der ikke er en helligdag. Virksomheden flytter frister, der falder på en helligdag.';

/** A completed single task is a record of work done: it is copied, not edited. */
export const COMPLETED_SINGLE_MESSAGE =
  'Opgaven er udført og afsluttet, så den kan ikke redigeres. Kopiér den for at lave en ny.';
