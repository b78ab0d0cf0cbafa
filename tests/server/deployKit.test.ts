/**
 * The deploy kit for a PHP or static host (deploy/apache/.htaccess, deploy/nginx/site.conf) and
 * the `php -S` router that mirrors it in the e2e suites send the reference server's security
 * headers and caching, word for word. (The e2e PHP suites check the same headers as served by
 * nginx with site.conf; Apache is not in CI, so its file is checked here.)
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
    expect(conf).toMatch(/location \/ \{\s+try_files \$uri \/index\.html;/);
    // Never for the API: only index.php runs, anything else under /backend/ is a 404.
    expect(conf).toMatch(/location \^~ \/backend\/ \{\s+return 404;/);
    expect(conf).toMatch(/gzip on;/);
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
    expect(conf).toMatch(/RewriteRule \^backend\/ - \[R=404,L\]/);
    expect(
      conf
        .trim()
        .split('\n')
        .filter((l) => l.includes('RewriteRule'))
        .at(-1),
    ).toContain('RewriteRule ^ index.html [L]');
    expect(conf).toContain('mod_brotli.c');
    expect(conf).toContain('mod_deflate.c');
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
