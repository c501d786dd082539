import 'reflect-metadata';
import { RequestMethod, type DynamicModule, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/config';
import { rateLimitBucketOf } from '../src/security/rate-limit';

/** Routes that write but count nowhere here: a session's own renewal and end, which need its refresh cookie. */
const UNLIMITED_WRITES = new Set(['POST auth/refresh-token', 'POST auth/logout']);

/** Every controller of the app, found through the modules AppModule imports (a dynamic module adds its own). */
function controllersOf(root: Type | DynamicModule, seen = new Set<Type>()): Type[] {
  const module = 'module' in root ? root.module : root;
  if (seen.has(module)) return [];
  seen.add(module);
  const read = <T>(key: string): T[] => (Reflect.getMetadata(key, module) as T[] | undefined) ?? [];
  const dynamic: Partial<DynamicModule> = 'module' in root ? root : {};
  const controllers = [...read<Type>(MODULE_METADATA.CONTROLLERS), ...(dynamic.controllers ?? [])];
  const imports = [
    ...read<Type | DynamicModule>(MODULE_METADATA.IMPORTS),
    ...((dynamic.imports ?? []) as DynamicModule[]),
  ];
  return [...controllers, ...imports.flatMap((imported) => controllersOf(imported, seen))];
}

interface Route {
  name: string;
  bucket: string | undefined;
  /** It changes something, names what it reads in its path, or reads by a query value. */
  needsLimit: boolean;
}

function routesOf(controller: Type): Route[] {
  const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
  const prototype = controller.prototype as Record<string, object>;
  return Object.getOwnPropertyNames(prototype).flatMap((key) => {
    const handler = prototype[key];
    const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
    if (key === 'constructor' || path === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const name = `${method} ${[base, path].filter((part) => part && part !== '/').join('/')}`;
    const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) as object | undefined) ?? {});
    const byQuery = args.some((arg) => arg.startsWith(`${RouteParamtypes.QUERY}:`));
    const needsLimit = method !== 'GET' || /[:*]/.test(path) || byQuery;
    return [{ name, bucket: rateLimitBucketOf(handler), needsLimit }];
  });
}

describe('the rate limits of the routes', () => {
  const routes = controllersOf(AppModule.forRoot(loadConfig({}), 'postgres://unused')).flatMap(routesOf);

  it('finds the routes of the app', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['POST game/create', 'GET replays/:id', 'GET game/open-tables', 'POST auth/logout']),
    );
  });

  it('limits every route that writes, or reads by id, name or code', () => {
    const unlimited = routes.filter((route) => route.needsLimit && !route.bucket).map((route) => route.name);
    expect(unlimited.sort()).toEqual([...UNLIMITED_WRITES].sort());
  });
});
