// The screen table of @cairn/shared (shared/src/contracts/screens.ts), which the e2e suites take their
// routes from: a screen added there is visited here without another list to update.
import { fillRoutePath, routeParamsOf } from '../../shared/src/contracts/route-paths';
import { unknownId } from './ids';

export { remoteOf, SCREEN_TABLE, screenRoutes } from '../../shared/src/contracts/screens';
export { fillRoutePath };

/**
 * The addresses of a route of the table with ids nothing in the database has (names and slugs are
 * words): with every optional param, and with none.
 */
export function addressesOf(path: string): string[] {
  const params = routeParamsOf(path);
  const value = (name: string) => (/id$/i.test(name) ? unknownId() : 'some-name');
  const all = Object.fromEntries(params.map((p) => [p.name, value(p.name)]));
  const required = Object.fromEntries(params.filter((p) => !p.optional).map((p) => [p.name, all[p.name]]));
  return [...new Set([fillRoutePath(path, all), fillRoutePath(path, required)])];
}
