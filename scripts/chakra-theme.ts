import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const chakraRoot = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));

/**
 * `@chakra-ui/react/theme/<part>` names one module of Chakra's theme (a recipe, a token set) instead of the
 * theme's index. The index also builds Chakra's full default config from every recipe, so any page importing it
 * makes every recipe some page uses reachable from the start-up bundle, where the build then places them.
 * Chakra's package exports list no such paths, hence the alias (and the matching `paths` in tsconfig.json).
 */
export const chakraThemeParts: Alias = {
  find: /^@chakra-ui\/react\/theme\/(.+)$/,
  replacement: `${join(chakraRoot, 'dist/esm/theme')}/$1.js`,
};
