import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every contract area keeps its routes (`<area>.routes.ts`, which the portal imports at start-up) apart from
 * its schemas (`<area>.ts`). Both halves must describe the same calls: each `fooRoutes` export pairs with the
 * schema file's `fooApi`, key for key, with the same method, path and `noEnterprise`.
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

const modules = await Promise.all(
  areas.map(async (area) => ({
    area,
    routes: await load(`${area}.routes.ts`),
    schemas: files.includes(`${area}.ts`) ? await load(`${area}.ts`) : null,
  })),
);

/** Exports of a schema file that are maps of endpoints (`fooApi`). */
function endpointMaps(schemas: Module): string[] {
  return Object.keys(schemas).filter((name) => name.endsWith('Api') && flatten(schemas[name]).size > 0);
}

describe('contract routes and schemas', () => {
  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['user', 'system', 'notice', 'rank', 'study', 'exam']));
  });

  it('every schema file that declares endpoints has a routes file', async () => {
    const schemaFiles = files.filter((f) => !f.endsWith('.routes.ts'));
    for (const file of schemaFiles) {
      const maps = endpointMaps(await load(file));
      if (maps.length > 0) expect(areas, `${file} declares ${maps.join(', ')}`).toContain(file.slice(0, -3));
    }
  });

  describe.each(modules)('$area', ({ area, routes, schemas }) => {
    it('has its schema file', () => {
      expect(schemas, `contract/${area}.ts`).not.toBeNull();
    });

    const routeMaps = Object.keys(routes).filter((name) => name.endsWith('Routes'));

    it('pairs every route map with an endpoint map and back', () => {
      if (!schemas) throw new Error(`contract/${area}.ts is missing`);
      expect(routeMaps.map((name) => name.replace(/Routes$/, 'Api')).sort()).toEqual(
        endpointMaps(schemas).sort(),
      );
    });

    it.each(routeMaps)('%s: every key, method, path and noEnterprise matches the schema file', (name) => {
      if (!schemas) throw new Error(`contract/${area}.ts is missing`);
      const fromRoutes = flatten(routes[name]);
      const fromSchemas = flatten(schemas[name.replace(/Routes$/, 'Api')]);
      expect(fromRoutes.size).toBeGreaterThan(0);
      expect([...fromRoutes.keys()].sort()).toEqual([...fromSchemas.keys()].sort());
      for (const [key, route] of fromRoutes) expect(fromSchemas.get(key), key).toEqual(route);
    });

    it('imports neither zod nor any schema file', () => {
      const source = readFileSync(join(CONTRACT, `${area}.routes.ts`), 'utf8');
      const imported = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of imported)
        expect(spec, `${area}.routes.ts imports ${spec}`).toMatch(/^\.\/(route|.+\.routes)$/);
    });
  });
});
