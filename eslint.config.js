// One lint setup for the whole repository. The import boundaries of ARCHITECTURE.md are enforced here
// with ESLint's own restriction rules (docs/decisions/002-lint-boundaries.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const driverImports = {
  group: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*'],
  message: 'Only apps/server/src/db/client.ts knows which database driver runs.',
};
const envAccess = {
  object: 'process',
  property: 'env',
  message: 'Read configuration from apps/server/src/config.ts only.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'apps/web/**'] },
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
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@portal/server', '@portal/web'],
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            driverImports,
            { group: ['**/apps/web/**', '@portal/web'], message: 'The server does not import the web app.' },
            {
              group: ['../*/*.repository*', '../../modules/*/*.repository*'],
              message: 'Modules talk through services, not through another module’s repository.',
            },
          ],
        },
      ],
    },
  },
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
