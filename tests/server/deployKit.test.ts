/**
 * The deploy kit for a PHP or static host (deploy/apache/.htaccess, deploy/nginx/site.conf) and
 * the `php -S` router that mirrors it in the e2e suites send the reference server's security
 * headers and caching, word for word, and keep their protections in the form that makes them
 * hold. (The e2e PHP suites, tests/e2e-php/host.spec.ts and private.spec.ts, check what each
 * file does as served by nginx, Apache and `php -S`.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../server/http/security';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const UPLOADS_POLICY = "sandbox; default-src 'none'";
const YEAR = 'public, max-age=31536000, immutable';

const FIXED_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
];

describe('deploy/nginx/site.conf', () => {
  const conf = read('deploy/nginx/site.conf');

  it('sends the reference server’s policy to pages and a sandbox to uploads', () => {
    expect(conf).toContain(`default                   "${CONTENT_SECURITY_POLICY}";`);
    expect(conf).toContain(`~^/backend/public/        "${UPLOADS_POLICY}";`);
    expect(conf).toMatch(/add_header Content-Security-Policy \$betpulse_csp always;/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends every other security header of the reference server, on every answer', () => {
    for (const [name, value] of FIXED_HEADERS) {
      expect(conf, name).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it('caches build files for a year, revalidates the page shell, falls back to index.html', () => {
    expect(conf).toContain(`~^/assets/                "${YEAR}";`);
    expect(conf).toContain('/index.html               "no-cache";');
    // Any path without a dot is the app's page, whatever a file there would hold.
    expect(conf).toMatch(/location \/ \{\s+try_files \/index\.html =404;/);
    // Never for the API: only index.php runs, anything else under /backend/ is a 404.
    expect(conf).toMatch(/location \^~ \/backend\/ \{\s+return 404;/);
    expect(conf).toMatch(/gzip on;/);
  });

  it('hands only /backend/index.php to PHP, in an exact location', () => {
    const directives = conf.split('\n').filter((line) => !line.trim().startsWith('#'));
    expect(directives.filter((line) => line.includes('fastcgi_pass'))).toHaveLength(1);
    expect(conf).toMatch(/location = \/backend\/index\.php \{[^}]*fastcgi_pass/);
  });
});

describe('deploy/apache/.htaccess', () => {
  const conf = read('deploy/apache/.htaccess');

  it('sends the reference server’s headers, and a sandbox to uploads', () => {
    expect(conf).toContain(
      `Header always set Content-Security-Policy "${CONTENT_SECURITY_POLICY}"`,
    );
    expect(conf).toContain(`Header always set Content-Security-Policy "${UPLOADS_POLICY}"`);
    for (const [name, value] of FIXED_HEADERS) {
      expect(conf, name).toContain(`Header always set ${name} "${value}"`);
    }
  });

  it('caches build files for a year, revalidates the page shell, falls back to index.html', () => {
    expect(conf).toContain(`Header set Cache-Control "${YEAR}"`);
    expect(conf).toContain('Header set Cache-Control "no-cache"');
    expect(
      conf
        .trim()
        .split('\n')
        .filter((l) => l.includes('RewriteRule'))
        .at(-1),
    ).toContain('RewriteRule ^[^.]*$ index.html [L]');
    expect(conf).toContain('mod_brotli.c');
    expect(conf).toContain('mod_deflate.c');
  });

  it('keeps its protections where a dropped .htaccess or a missing module cannot undo them', () => {
    // <If> blocks are merged after every .htaccess below this one.
    expect(conf).toMatch(
      /<If "%\{REQUEST_URI\} != '\/backend\/index\.php'">\s+SetHandler default-handler/,
    );
    expect(conf).toMatch(
      /<If "!\( %\{REQUEST_URI\} == '\/backend\/index\.php' \|\|[^\n]+">\s+Redirect 404/,
    );
    expect(conf).toMatch(/^AcceptPathInfo Off$/m);
    // Not wrapped: without mod_rewrite or mod_alias Apache fails closed (500), never open.
    expect(conf).not.toMatch(/<IfModule mod_rewrite\.c>/);
    expect(conf).not.toMatch(/<IfModule mod_alias\.c>/);
  });
});

describe('tests/php-host/router.php (the kit under `php -S`)', () => {
  const router = read('tests/php-host/router.php');

  it('mirrors the kit’s headers', () => {
    expect(router).toContain(`const CSP = "${CONTENT_SECURITY_POLICY}";`);
    expect(router).toContain(`? "${UPLOADS_POLICY}" : CSP`);
    for (const [name, value] of FIXED_HEADERS) {
      expect(router, name).toContain(`header('${name}: ${value}');`);
    }
  });
});
