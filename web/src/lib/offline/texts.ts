/** What the device says of itself (decision 170), in one place for the pages and the store. */
export const STORAGE_FULL_TEXT =
  'Telefonen har ikke plads til at gemme mere. Slet billeder eller apps, du ikke bruger, og prøv igen.';

/** A write made offline, queued. */
export const QUEUED_HEADING = 'Gemt i udbakken';
export const QUEUED_TEXT = 'Den sendes, når telefonen er online igen.';
