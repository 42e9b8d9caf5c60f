/** Where zod keeps its configuration, shared by every copy of it (zod/v4/core: `globalThis.__zod_globalConfig`). */
export interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Zod compiles fast object parsers with `new Function` when it may, and probes for that as the first object
 * schema is built. The portal's content security policy allows no eval, so the probe would be reported as a
 * violation on every page: schemas parse without compiling. Set before zod loads (the schemas load on demand),
 * through the shared object zod reads, so the start-up bundle still carries no zod.
 */
export function parseWithoutEval(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
