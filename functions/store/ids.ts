import { randomBytes, randomUUID } from 'node:crypto';

export const newId = () => randomUUID();
/** An unguessable token for links and sessions (url-safe, 256 bits). */
export const newSecret = () => randomBytes(32).toString('base64url');
