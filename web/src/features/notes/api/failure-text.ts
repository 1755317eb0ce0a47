import type { ApiError } from '../../../lib/api';

/** The server's Danish reason for a refused call (4xx), else a general one. */
export const failureText = (error: ApiError) =>
  error.status >= 400 && error.status < 500 && error.body.message && error.status !== 401
    ? error.body.message
    : 'Noget gik galt. Prøv igen.';
