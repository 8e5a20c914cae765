// One lint setup for the whole repository. The import boundaries of ARCHITECTURE.md are enforced here
// with ESLint's own restriction rules (docs/decisions/002-lint-boundaries.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The trader app never imports the console (each bundle carries only its own screens, decision 014). Repeated
// in every web rule below because a later `no-restricted-imports` replaces an earlier one for the same file.
const noConsoleImports = {
  group: ['**/apps/backoffice/**', '**/backoffice/src/**', '@portal/backoffice'],
  message: 'The trader app does not import the console: share through packages/ui.',
};

// Web features may not import one another (shared → features → app); generated from the folder list.
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url)).filter((f) => !f.includes('.'));
const featureBoundaries = features.map((name) => ({
  files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features
              .filter((f) => f !== name)
              .flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../features/${f}/*`, `**/features/${f}/*`]),
            message: 'Features do not import each other: move the shared piece to shared/, or compose in app/.',
          },
          {
            group: ['**/app/*', '../../app/*', '../../../app/*'],
            allowTypeImports: true,
            message: 'Features do not import app/ (types only).',
          },
          noConsoleImports,
        ],
      },
    ],
  },
}));

// The console's features are kept apart the same way (shared → features → app), generated from its folder list.
const consoleFeatures = readdirSync(new URL('./apps/backoffice/src/features', import.meta.url)).filter(
  (f) => !f.includes('.'),
);
const consoleNoAppImports = {
  group: ['**/apps/web/**', '**/web/src/**', '@portal/web', '@portal/server', '**/server/src/**'],
  message: 'The console imports neither the trader app nor the server: share through packages/ui.',
};
const consoleFeatureBoundaries = consoleFeatures.map((name) => ({
  files: [`apps/backoffice/src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: consoleFeatures
              .filter((f) => f !== name)
              .flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../features/${f}/*`, `**/features/${f}/*`]),
            message: 'Console features do not import each other: move the shared piece to shared/, or compose in app/.',
          },
          {
            group: ['**/app/*', '../../app/*', '../../../app/*'],
            allowTypeImports: true,
            message: 'Console features do not import app/ (types only).',
          },
          consoleNoAppImports,
        ],
      },
    ],
  },
}));

// The server's modules, from the folder list: an `admin-<area>` module is the console's side of `<area>`.
const serverAreas = readdirSync(new URL('./apps/server/src/modules', import.meta.url)).filter((f) => !f.includes('.'));

const driverImports = {
  group: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
  message: 'Only apps/server/src/db/client.ts knows which database driver runs.',
};
const envAccess = {
  object: 'process',
  property: 'env',
  message: 'Read configuration from apps/server/src/config.ts only.',
};

/**
 * The server's import rules. `ownArea`: the area whose repositories an `admin-<area>` module may use; `inPart`: the
 * file sits in a part of its module (modules/evaluation/charts/…), whose sibling parts are the same module.
 */
const serverImports = (ownArea, { inPart = false } = {}) => [
  'error',
  {
    patterns: [
      driverImports,
      {
        group: ['**/apps/web/**', '@portal/web', '**/apps/backoffice/**', '@portal/backoffice', '@portal/ui/*'],
        message: 'The server does not import the React apps.',
      },
      {
        group: [
          ...(inPart
            ? ['../../*/*.repository*', '../../*/*/*.repository*']
            : [
                '../*/*.repository*',
                '../*/*/*.repository*',
                '../../modules/*/*.repository*',
                '../../modules/*/*/*.repository*',
                // the seed and the composition, beside modules/, build modules from their repositories
                '!../modules/*/*.repository*',
              ]),
          ...(ownArea ? [`!../${ownArea}/*.repository*`] : []),
        ],
        message: 'Modules talk through services, not through another module’s repository.',
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  // The two React apps share only packages/ui (and the contract): neither imports the other, and the kit
  // imports no app (decision 014), so each bundle carries only its own screens.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@portal/server', '@portal/web', '@portal/backoffice'],
              message: 'packages/ui imports no app: apps import the kit.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noConsoleImports],
        },
      ],
    },
  },
  {
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [consoleNoAppImports],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*', '**/app/*'], message: 'shared/ imports neither features nor app.' },
            noConsoleImports,
          ],
        },
      ],
    },
  },
  // The store's typed hooks are made once, in shared/, from the app's store types (a type import only).
  {
    files: ['apps/web/src/shared/store/store-hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*'], message: 'shared/ imports neither features nor app.' },
            { group: ['**/app/*'], allowTypeImports: true, message: 'shared/ imports the app’s types only.' },
            noConsoleImports,
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/backoffice/src/shared/**/*.{ts,tsx}'],
    // the catalogues' test reads every catalogue, the payout settings' texts among them
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*', '**/app/*'], message: 'shared/ imports neither features nor app.' },
            consoleNoAppImports,
          ],
        },
      ],
    },
  },
  ...consoleFeatureBoundaries,
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/**',
                '@portal/server',
                '@portal/web',
                '@portal/backoffice',
                '@portal/ui',
                '@portal/ui/*',
              ],
              message: 'The contract imports nothing of the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: { 'no-restricted-properties': ['error', envAccess] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/client.ts', 'apps/server/src/db/drivers/**'],
    rules: { 'no-restricted-imports': serverImports() },
  },
  {
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': serverImports(undefined, { inPart: true }) },
  },
  // The console's side of an area, `admin-<area>`, may use its own area's repositories (the same tables), and no
  // other module's (docs/decisions/069-one-composition.md); generated from the folder list, so the rule is one.
  ...serverAreas
    .filter((area) => serverAreas.includes(`admin-${area}`))
    .map((area) => ({
      files: [`apps/server/src/modules/admin-${area}/**/*.ts`],
      rules: { 'no-restricted-imports': serverImports(area) },
    })),
  {
    files: ['apps/server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'net', 'http', 'https', 'crypto'], message: 'domain/ is pure: no I/O.' },
            {
              group: ['fastify', 'pg', '@electric-sql/*', 'ioredis', 'nodemailer'],
              message: 'domain/ is pure: no I/O.',
            },
            {
              group: ['../db/*', '../modules/*', '../integrations/*', '../jobs/*', '../config*'],
              message: 'domain/ imports nothing with I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.ts',
      'apps/server/scripts/**',
      'apps/server/bench/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-console': 'off' },
  },
);
