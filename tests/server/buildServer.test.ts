/**
 * `npm start` runs the server from its plain-JS build (scripts/buildServer.mjs), made again
 * whenever a source of it is newer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain-JS build script, without types
import { buildServer, serverBuildIsStale } from '../../scripts/buildServer.mjs';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

const at = (file: string, seconds: number) => utimes(file, seconds, seconds);

describe("the server's own build", () => {
  it('is made when missing, and again when a server or app source is newer', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'betpulse-server-build-'));
    const out = path.join(dir, 'dist-server');
    for (const folder of ['server/db', 'src/contract']) {
      await mkdir(path.join(dir, folder), { recursive: true });
    }
    const sources = ['server/db/migrate.ts', 'src/contract/paths.ts', 'package-lock.json'];
    for (const file of sources) await writeFile(path.join(dir, file), '');
    expect(await serverBuildIsStale(dir, out)).toBe(true);

    await mkdir(out);
    await writeFile(path.join(out, 'start.mjs'), '');
    for (const entry of [...sources, 'server/db', 'server', 'src/contract', 'src']) {
      await at(path.join(dir, entry), 1_000);
    }
    await at(path.join(out, 'start.mjs'), 2_000);
    expect(await serverBuildIsStale(dir, out)).toBe(false);
    for (const source of sources) {
      await at(path.join(dir, source), 3_000);
      expect(await serverBuildIsStale(dir, out), source).toBe(true);
      await at(path.join(dir, source), 1_000);
    }
  });

  it('is one module that Node loads alone, with every migration beside it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'betpulse-server-build-'));
    const out = path.join(dir, 'dist-server');
    // Beside the project's packages, as dist-server/ is.
    await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    await buildServer(undefined, out);
    expect(readdirSync(path.join(out, 'migrations'))).toEqual(readdirSync('server/db/migrations'));
    // Loaded by Node with no compiler: the module resolves its packages and exports `main`.
    const loaded = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(path.join(out, 'start.mjs'))}); console.log(typeof m.main)`,
      ],
      { encoding: 'utf8', cwd: dir },
    );
    expect(loaded.trim()).toBe('function');
    expect(existsSync(path.join(dir, 'dist-server.old'))).toBe(false);
  });
});

describe('npm start', () => {
  /** What the start script's environment gives the server, with the server swapped for a probe. */
  function arenasUnder(env: Record<string, string>): string {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    const probe = pkg.scripts.start.replace(
      'node scripts/start.mjs',
      `node -e "console.log(process.env.MALLOC_ARENA_MAX)"`,
    );
    expect(probe).not.toBe(pkg.scripts.start);
    const { MALLOC_ARENA_MAX: _unset, ...rest } = process.env;
    return execFileSync('sh', ['-c', probe], { encoding: 'utf8', env: { ...rest, ...env } }).trim();
  }

  it("caps glibc's malloc arenas at 2, unless the operator set a number", () => {
    expect(arenasUnder({})).toBe('2');
    expect(arenasUnder({ MALLOC_ARENA_MAX: '4' })).toBe('4');
  });
});
