/**
 * The import graph's rules (`npm run deps`, part of `npm run lint`): no circles, type imports
 * included, and no upward arrows. The same direction as eslint.config.js's zones, checked over the
 * whole graph:
 *
 * - src: the entries (main.tsx, entry-server.tsx, entry-early.ts) and boot/ on top, then
 *   app → features → components, lib, api, config → contract. Nothing below the entries imports
 *   them or boot/; a feature never imports another feature; inside features/admin, no sub-folder
 *   imports a sibling (admin/ui and admin/lib are shared below them: ui may use lib).
 * - src/contract is what the server shares with the app: it imports nothing else of src, and the
 *   server imports nothing else of src.
 * - server: settings.ts < http/, html/ < db/, uploads/, auth/ < backup/ < types.ts < resources/ <
 *   pages/ < the wiring (app.ts, deps.ts, routes.ts, index.ts, start.ts, dev.ts, health.ts).
 */

/** A path pattern for `parts` (folders or files) of `root`. */
const under = (root, parts) =>
  `^${root}/(${parts.map((part) => part.replace(/\./g, '\\.')).join('|')})($|/)`;

const SERVER_LAYERS = [
  ['settings.ts'],
  ['http', 'html'],
  ['db', 'uploads', 'auth'],
  ['backup'],
  ['types.ts'],
  ['resources'],
  ['pages'],
  ['app.ts', 'deps.ts', 'routes.ts', 'index.ts', 'start.ts', 'dev.ts', 'health.ts'],
];

const serverLayerRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  name: `server-upward-${layer.map((part) => part.replace(/\.ts$/, '')).join('-')}`,
  comment: `server/${layer.join(', server/')} must not import a server layer above it: move the shared piece down.`,
  severity: 'error',
  from: { path: under('server', layer) },
  to: { path: under('server', SERVER_LAYERS.slice(index + 1).flat()) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports (type imports count): move the shared piece down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-contract-only',
      comment: 'src/contract is shared with the server: it must not import the rest of src.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    {
      name: 'server-imports-contract-only',
      comment: 'The server imports src/contract and nothing else from src.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    {
      name: 'no-import-of-entries',
      comment: 'The entries and boot/ sit on top: nothing below them imports them.',
      severity: 'error',
      from: {
        path: under('src', ['app', 'features', 'components', 'lib', 'api', 'config', 'contract']),
      },
      to: { path: '^src/(boot/|main\\.tsx$|entry-server\\.tsx$|entry-early\\.ts$)' },
    },
    {
      name: 'features-upward',
      comment: 'A feature must not import app/: pages in app/routes compose features.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-upward',
      comment: 'components, lib, api and config sit below app and features.',
      severity: 'error',
      from: { path: under('src', ['components', 'lib', 'api', 'config']) },
      to: { path: under('src', ['app', 'features']) },
    },
    {
      name: 'lib-api-upward',
      comment: 'lib and api sit below components.',
      severity: 'error',
      from: { path: under('src', ['lib', 'api']) },
      to: { path: '^src/components/' },
    },
    {
      name: 'feature-to-feature',
      comment: 'A feature must not import another feature; compose them in app/routes.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'admin-sibling',
      comment:
        'An admin sub-folder must not import a sibling: compose them in app/routes/admin, or share the piece through admin/ui or admin/lib.',
      severity: 'error',
      from: { path: '^src/features/admin/([^/]+)/', pathNot: '^src/features/admin/(ui|lib)/' },
      to: { path: '^src/features/admin/', pathNot: '^src/features/admin/($1|ui|lib)/' },
    },
    {
      name: 'admin-ui-upward',
      comment: 'admin/ui is shared by every admin sub-folder: it uses admin/lib only.',
      severity: 'error',
      from: { path: '^src/features/admin/ui/' },
      to: { path: '^src/features/admin/', pathNot: '^src/features/admin/(ui|lib)/' },
    },
    {
      name: 'admin-lib-upward',
      comment: 'admin/lib is shared by every admin sub-folder: it imports none of them.',
      severity: 'error',
      from: { path: '^src/features/admin/lib/' },
      to: { path: '^src/features/admin/', pathNot: '^src/features/admin/lib/' },
    },
    ...serverLayerRules,
  ],
  options: {
    // Type-only imports are arrows too: a circle through types is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    includeOnly: '^(src|server)/',
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
