import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// A feature never imports another feature; pages in app/routes compose them.
const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature must not import another feature; compose them in app/routes.',
}));

// Inside features/admin, one folder per domain: a sub-folder never imports a sibling (pages in
// app/routes/admin compose them). admin/ui (shared pieces) and admin/lib (shared helpers) sit
// below every sub-folder: ui may use lib, lib neither.
const ADMIN = './src/features/admin';
const ADMIN_SHARED = ['ui', 'lib'];
const adminZones = readdirSync(ADMIN, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !ADMIN_SHARED.includes(d.name))
  .map((d) => ({
    target: `${ADMIN}/${d.name}`,
    from: ADMIN,
    except: [`./${d.name}`, ...ADMIN_SHARED.map((shared) => `./${shared}`)],
    message:
      'An admin sub-folder must not import a sibling: compose them in app/routes/admin, or share the piece through admin/ui or admin/lib.',
  }))
  .concat([
    {
      target: `${ADMIN}/ui`,
      from: ADMIN,
      except: ['./ui', './lib'],
      message: 'admin/ui is shared by every admin sub-folder: it must not import them.',
    },
    {
      target: `${ADMIN}/lib`,
      from: ADMIN,
      except: ['./lib'],
      message: 'admin/lib is shared by every admin sub-folder: it must not import them.',
    },
  ]);

// Server layers (see the zones' comment below): each list is what may not import the ones after.
const SERVER_WIRING = [
  'app.ts',
  'deps.ts',
  'routes.ts',
  'index.ts',
  'start.ts',
  'dev.ts',
  'health.ts',
];
const SERVER_LAYERS = [
  ['settings.ts'],
  ['http', 'html'],
  ['db', 'uploads', 'auth'],
  ['types.ts'],
  ['resources'],
  ['pages'],
  SERVER_WIRING,
];
const serverLayerZones = SERVER_LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.map((part) => `./server/${part}`),
  from: SERVER_LAYERS.slice(index + 1)
    .flat()
    .map((part) => `./server/${part}`),
  message: `server/${layer.join(', server/')} must not import a server layer above it (settings < http, html < db, uploads, auth < types.ts < resources < pages < wiring): move the shared piece down.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Import direction: app -> features -> components/lib/api/config -> contract.
            { target: './src/features', from: './src/app' },
            { target: './src/components', from: ['./src/app', './src/features'] },
            { target: './src/lib', from: ['./src/app', './src/features', './src/components'] },
            { target: './src/api', from: ['./src/app', './src/features', './src/components'] },
            // The contract is what the app and the server share: it imports nothing else of src.
            {
              target: './src/contract',
              from: './src',
              except: ['./contract'],
              message:
                'src/contract is shared with the server: it must not import the rest of src (move the piece into contract).',
            },
            ...featureZones,
            ...adminZones,
            // Server layers, bottom up: settings.ts; http/ (middleware and request helpers) and
            // html/ (the post HTML sanitiser); db/, uploads/ and auth/; types.ts (what every
            // handler gets); resources/ (the calls' handlers); pages/ (the served pages); the
            // wiring on top (app.ts, deps.ts, routes.ts, index.ts, start.ts, dev.ts, health.ts).
            // No layer imports one above it.
            ...serverLayerZones,
            // The server shares only the contract with the app.
            {
              target: './server',
              from: './src',
              except: ['./contract'],
              message: 'The server imports src/contract and nothing else from src.',
            },
          ],
        },
      ],
    },
  },
);
