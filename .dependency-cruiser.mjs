// The import graph's rules, checked in `npm test` (scripts/test.sh) and by `npm run deps`: no import circle
// anywhere, between files or between folders, and the server's layers pointing one way (docs/decisions/068, 069).

/** apps/server/src from the ground up: each layer imports only the layers below it. */
const SERVER_LAYERS = [
  ['ground', 'the pure ground', '(domain/|config\\.ts|i18n/)'],
  ['db', 'the database client', 'db/'],
  ['lib', 'infrastructure', 'lib/'],
  ['http', 'HTTP plumbing', 'http/'],
  ['integrations', 'outside systems', 'integrations/'],
  ['modules', 'the modules', 'modules/'],
  ['pipeline', 'the request pipeline', 'pipeline/'],
  ['seed', 'seed data', 'seed/'],
  ['composition', 'the composition', 'modules\\.ts'],
  ['app', 'the app', '(app\\.ts|startup-checks\\.ts)'],
  ['entry', 'the entry points', '(main\\.ts|demo/)'],
];
const server = (pattern) => `^apps/server/src/${pattern}`;

const layerRules = SERVER_LAYERS.slice(0, -1).map(([id, name, pattern], i) => ({
  name: `server-layer-${id}`,
  comment: `${name} (apps/server/src/${pattern}) imports nothing above it`,
  severity: 'error',
  from: { path: server(pattern) },
  to: { path: SERVER_LAYERS.slice(i + 1).map(([, , above]) => server(above)) },
}));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'files that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment: 'server folders whose files import each other: an import that runs back up a layer',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    ...layerRules,
  ],
  options: {
    includeOnly: '^(apps/[^/]+/src|packages/[^/]+/src|e2e)/',
    exclude: { path: '\\.test\\.tsx?$|/test/|test-support' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
