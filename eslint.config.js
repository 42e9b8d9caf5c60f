import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noTwoWayModules } from './eslint/no-two-way-modules.js';

/** Imports flow one way: routes → ui → machines → services → contract; gateway → contract. */
const boundaries = [
  { target: './contract', from: ['./src', './gateway'], message: 'contract/ depends on nothing of ours.' },
  { target: './src', from: './gateway', message: 'The portal never imports the gateway.' },
  { target: './gateway', from: './src', message: 'The gateway never imports the portal.' },
  {
    target: './src/services',
    from: ['./src/machines', './src/ui', './src/routes'],
    message: 'services/ sits below machines, ui and routes.',
  },
  {
    target: './src/machines',
    from: ['./src/ui', './src/routes'],
    message: 'machines/ sits below ui and routes.',
  },
  { target: './src/ui', from: './src/routes', message: 'ui/ sits below routes.' },
];

/**
 * Inside ui/ (docs/architecture.md): the kit serves every feature and knows none; a feature uses the kit and
 * its own folder, never another feature; pages (and routes) compose features.
 */
const features = readdirSync(new URL('./src/ui/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const uiBoundaries = [
  {
    target: './src/ui/kit',
    from: ['./src/ui/features', './src/ui/pages'],
    message: 'The kit never imports a feature or a page: move the shared piece into the kit.',
  },
  {
    target: './src/ui/features',
    from: './src/ui/pages',
    message: 'A feature never imports a page.',
  },
  ...features.map((feature) => ({
    target: `./src/ui/features/${feature}`,
    from: './src/ui/features',
    except: [`./${feature}`],
    message: `The ${feature} feature imports no other feature: share through the kit, or compose in a page.`,
  })),
];

/**
 * Inside machines/: a machine's folder imports only itself and shared/ (what two or more machines use); shared/
 * imports no machine. A machine that runs another as its child may import that machine, listed here.
 */
const childMachines = {
  'forget-password': ['sms-code'], // proves the phone number with the code machine
  registration: ['sms-code'], // proves the phone number with the code machine
};
const machines = readdirSync(new URL('./src/machines', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const machineBoundaries = [
  {
    target: './src/machines/shared',
    from: './src/machines',
    except: ['./shared'],
    message: 'machines/shared/ imports no machine: machines import it.',
  },
  ...machines.map((machine) => ({
    target: `./src/machines/${machine}`,
    from: './src/machines',
    except: [`./${machine}`, './shared', ...(childMachines[machine] ?? []).map((child) => `./${child}`)],
    message: `The ${machine} machine imports no other machine: move what they share into machines/shared/.`,
  })),
];

/**
 * Gateway layers (docs/decisions/0038-gateway-shared-layer.md): http/, i18n/ and shared/ sit under the modules;
 * a module is reached from outside its folder only through its surface: `routes.ts` (app.ts registers it) and
 * the files listed here, each for the reason noted. Two modules never import each other (eslint/).
 */
const moduleSurface = {
  certificate: ['award.ts', 'held.ts'], // completions award; the header, ranking and task page count and read awards
  community: ['search.ts'], // search finds blog posts, questions and info articles
  course: ['scope.ts', 'tree.ts', 'search.ts'], // study opens a task's courses with its reader and tree; search
  exam: ['scoring.ts', 'task-export.ts', 'search.ts'], // the seed scores attempts; app.ts takes the export producer; search
  export: ['jobs.ts', 'file.ts'], // modules file export jobs; the seed writes demo files
  live: ['search.ts'], // search finds live rooms
  media: ['grant.ts', 'live-playlist.ts'], // course and live grant media; live names the live playlist
  notice: ['announcements.ts'], // search finds announcements
  progress: ['reports.ts', 'export.ts'], // task study logs progress; app.ts hands over the export producer
  study: ['export.ts', 'post-certification.ts'], // app.ts hands over the export producers
  system: ['service.ts'], // app.ts brands the portal page
  upload: ['files.ts'], // study reads the attachments of practical answers
};
const gatewayModules = readdirSync(new URL('./gateway/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const gatewayBoundaries = [
  {
    target: ['./gateway/http', './gateway/i18n', './gateway/shared'],
    from: './gateway/modules',
    message: 'http/, i18n/ and shared/ sit under the modules and import none of them.',
  },
  {
    target: './gateway/i18n',
    from: ['./gateway/http', './gateway/shared'],
    message: 'i18n/ stands alone: http/ and shared/ import it, not the reverse.',
  },
  {
    target: './gateway/db/seed',
    from: './gateway/http',
    message: 'The seed imports nothing of the HTTP layer: what it shares with requests lives in shared/.',
  },
  ...gatewayModules.flatMap((name) => {
    const surface = (moduleSurface[name] ?? []).map((file) => `./${file}`);
    return [
      {
        target: `./gateway/modules/!(${name})/**`,
        from: `./gateway/modules/${name}`,
        except: surface,
        message: `Another module may import only the ${name} module's listed surface (moduleSurface).`,
      },
      {
        target: ['./gateway/*.ts', './gateway/!(modules)/**'],
        from: `./gateway/modules/${name}`,
        except: ['./routes.ts', ...surface],
        message: `Outside the modules, only routes.ts and the ${name} module's listed surface may be imported.`,
      },
    ];
  }),
];

/**
 * Forms that check input with the contract's rules. They load with their own routes, never at start-up, so
 * they alone may import zod/mini and the mini rule files as values (docs/decisions/0002-contract-as-zod.md,
 * 0046-form-rules-zod-mini.md).
 */
const formValidation = [
  'src/ui/kit/forms/**',
  'src/ui/features/login/sms-login-form.tsx',
  'src/ui/features/forget/forget-page.tsx',
  'src/ui/features/register/register-form.tsx',
  'src/ui/kit/layout/change-password-dialog-view.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results',
      'gateway/db/migrations',
      // HLS segments are MPEG transport streams that happen to end in .ts.
      'gateway/media/demo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaries, ...uiBoundaries, ...machineBoundaries, ...gatewayBoundaries] },
      ],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|title|placeholder|alt)']] } },
      ],
    },
  },
  {
    // The portal reads plain values from the schema-free `*.routes.ts` files and loads the schemas on demand
    // (`import()`, which this rule leaves alone), so zod stays out of the start-up bundle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: formValidation,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'zod loads with the schemas, on demand: import only its types here.',
            },
            {
              name: 'zod/mini',
              allowTypeImports: true,
              message:
                'zod/mini loads with the forms that check input (formValidation): import only its types here.',
            },
          ],
          patterns: [
            {
              group: [
                '**/contract/*',
                '!**/contract/*.routes',
                '!**/contract/route',
                '!**/contract/search-type',
                '!**/contract/progress-rules',
                '!**/contract/preload-list',
                '!**/contract/offline-limits',
              ],
              allowTypeImports: true,
              message:
                "Schema files build zod schemas when loaded: import values from the area's `*.routes.ts`, types from here.",
            },
          ],
        },
      ],
    },
  },
  {
    // The forms check input with zod/mini and the mini rules (contract/rules.ts, contract/user-forms.ts): full
    // zod, or a schema file built with it, would bring full zod back onto the sign-in pages' first render.
    files: formValidation,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Forms check with zod/mini (`import * as z from 'zod/mini'`): import only full zod's types.",
            },
          ],
          patterns: [
            {
              group: [
                '**/contract/*',
                '!**/contract/*.routes',
                '!**/contract/route',
                '!**/contract/search-type',
                '!**/contract/progress-rules',
                '!**/contract/rules',
                '!**/contract/rule-limits',
                '!**/contract/user-forms',
              ],
              allowTypeImports: true,
              message:
                'Schema files are full zod: check forms with contract/rules.ts and contract/user-forms.ts (zod/mini).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['gateway/modules/**/*.ts'],
    plugins: { gateway: { rules: { 'no-two-way-modules': noTwoWayModules } } },
    rules: { 'gateway/no-two-way-modules': ['error', { modulesDir: 'gateway/modules' }] },
  },
  {
    // Config files and scripts whose tools expect default exports or print to the console.
    files: ['*.config.{ts,js}', 'scripts/**', 'bench/**', 'gateway/main.ts', 'gateway/server.ts'],
    rules: { 'import-x/no-default-export': 'off', 'no-console': 'off' },
  },
);
