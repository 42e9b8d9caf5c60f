import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every contract area keeps its routes (`<area>.routes.ts`, which the portal imports at start-up) apart from
 * its schemas (`<area>.ts`). Both halves must describe the same calls: each `fooRoutes` export pairs with the
 * schema file's `fooApi`, key for key, with the same method, path and `noEnterprise`. An area's calls may be
 * split over several routes files so that the start-up bundle carries only the ones it makes; those name the
 * area in `SPLIT_FROM` and pair with its schema file.
 */

// Tests run from the repository root.
const CONTRACT = join(process.cwd(), 'contract');
const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts'));
const areas = files.filter((f) => f.endsWith('.routes.ts')).map((f) => f.slice(0, -'.routes.ts'.length));

type Module = Record<string, unknown>;
type RouteFields = { method: unknown; path: unknown; noEnterprise: unknown };

const load = async (file: string): Promise<Module> => (await import(join(CONTRACT, file))) as Module;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRouteLike(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && typeof value.method === 'string' && typeof value.path === 'string';
}

/** Every route of a (possibly nested, like the rank boards) map, by its dotted key. */
function flatten(map: unknown, prefix = ''): Map<string, RouteFields> {
  const out = new Map<string, RouteFields>();
  if (!isRecord(map)) return out;
  for (const [key, value] of Object.entries(map)) {
    const name = `${prefix}${key}`;
    if (isRouteLike(value)) {
      out.set(name, { method: value.method, path: value.path, noEnterprise: value.noEnterprise });
    } else {
      for (const [k, v] of flatten(value, `${name}.`)) out.set(k, v);
    }
  }
  return out;
}

/**
 * Routes files split from an area: the area whose schema file holds their endpoints, and the endpoint map each
 * of their route maps is part of.
 */
const SPLIT_FROM: Record<string, { area: string; maps: Record<string, string> }> = {
  'user-forms': { area: 'user', maps: { userFormRoutes: 'userApi' } },
  'course-calls': {
    area: 'course',
    maps: { courseRoutes: 'courseApi', publicCourseRoutes: 'publicCourseApi' },
  },
};
const schemaAreaOf = (area: string) => SPLIT_FROM[area]?.area ?? area;
const apiOf = (area: string, routeMap: string) =>
  SPLIT_FROM[area]?.maps[routeMap] ?? routeMap.replace(/Routes$/, 'Api');

const modules = await Promise.all(
  areas.map(async (area) => ({
    area,
    routes: await load(`${area}.routes.ts`),
    schemas: files.includes(`${schemaAreaOf(area)}.ts`) ? await load(`${schemaAreaOf(area)}.ts`) : null,
  })),
);

/** Every route map of the routes files that pair with an area's schema file, with its endpoint map's name. */
function routeMapsOf(schemaArea: string): { api: string; routes: unknown }[] {
  return modules
    .filter((m) => schemaAreaOf(m.area) === schemaArea)
    .flatMap((m) =>
      Object.keys(m.routes)
        .filter((name) => name.endsWith('Routes'))
        .map((name) => ({ api: apiOf(m.area, name), routes: m.routes[name] })),
    );
}

/** Exports of a schema file that are maps of endpoints (`fooApi`). */
function endpointMaps(schemas: Module): string[] {
  return Object.keys(schemas).filter((name) => name.endsWith('Api') && flatten(schemas[name]).size > 0);
}

describe('contract routes and schemas', () => {
  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['user', 'system', 'notice', 'rank', 'study', 'exam']));
  });

  it('splits only from areas that exist, into maps they declare', () => {
    for (const [area, split] of Object.entries(SPLIT_FROM)) {
      expect(areas).toContain(split.area);
      const mod = modules.find((m) => m.area === area);
      expect(Object.keys(mod?.routes ?? {}).filter((n) => n.endsWith('Routes'))).toEqual(
        Object.keys(split.maps),
      );
    }
  });

  it('every schema file that declares endpoints has a routes file', async () => {
    const schemaFiles = files.filter((f) => !f.endsWith('.routes.ts'));
    for (const file of schemaFiles) {
      const maps = endpointMaps(await load(file));
      if (maps.length > 0) expect(areas, `${file} declares ${maps.join(', ')}`).toContain(file.slice(0, -3));
    }
  });

  describe.each(modules)('$area', ({ area, schemas }) => {
    it('has its schema file', () => {
      expect(schemas, `contract/${schemaAreaOf(area)}.ts`).not.toBeNull();
    });

    it('imports neither zod nor any schema file', () => {
      const source = readFileSync(join(CONTRACT, `${area}.routes.ts`), 'utf8');
      const imported = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of imported)
        expect(spec, `${area}.routes.ts imports ${spec}`).toMatch(/^\.\/(route|.+\.routes)$/);
    });

    // A split file's maps are checked with the area they were split from.
    if (SPLIT_FROM[area]) return;
    const routeMaps = routeMapsOf(area);

    it('pairs every route map with an endpoint map and back', () => {
      if (!schemas) throw new Error(`contract/${area}.ts is missing`);
      expect([...new Set(routeMaps.map((m) => m.api))].sort()).toEqual(endpointMaps(schemas).sort());
    });

    it.each([...new Set(routeMaps.map((m) => m.api))])(
      '%s: every key, method, path and noEnterprise matches the routes',
      (api) => {
        if (!schemas) throw new Error(`contract/${area}.ts is missing`);
        const fromRoutes = new Map<string, RouteFields>();
        for (const m of routeMaps.filter((r) => r.api === api)) {
          for (const [key, route] of flatten(m.routes)) {
            expect(fromRoutes.has(key), `${key} is in two routes files`).toBe(false);
            fromRoutes.set(key, route);
          }
        }
        const fromSchemas = flatten(schemas[api]);
        expect(fromRoutes.size).toBeGreaterThan(0);
        expect([...fromRoutes.keys()].sort()).toEqual([...fromSchemas.keys()].sort());
        for (const [key, route] of fromRoutes) expect(fromSchemas.get(key), key).toEqual(route);
      },
    );
  });
});
