/**
 * The HTTP API's routes as the functions declare them (`functions/api/*.routes.ts`): the shared
 * middleware (`functions/http/api.ts`) checks each route's access, and the single resource
 * declaration (`infra/declaration.ts`) builds the API Gateway routes from the same specs.
 */

/** Who may call a route. Checked by the shared middleware in `functions/http/api.ts`. */
export type Access =
  | 'public' // no token needed
  | 'user' // any signed-in person
  | 'member' // a role (USER, ADMIN or SUPER_ADMIN) in `?companyId=`
  | 'admin' // ADMIN or SUPER_ADMIN in `?companyId=`
  | 'superAdmin'; // SUPER_ADMIN in `?companyId=`

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One HTTP API route. `path` uses API Gateway's `{param}` syntax. */
export interface RouteSpec {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Where the company id of a company-scoped route comes from (default: the `companyId` query). */
  companyFrom?: { path: string };
  /** An example of a valid body, used by the access matrix and the fuzzer; `'{companyId}'` stands for the company's id. */
  exampleBody?: unknown;
}
