/**
 * The route table's matching without react-router, for the early script (boot/earlyStart.ts):
 * react-router's module cannot be bundled small (matchRoutes drags the whole router in with it).
 * The rules are react-router's own (matchRoutes, for the patterns the table uses: static
 * segments, `:param` and a final `*`): the path is decoded segment by segment; a pattern matches
 * case-insensitively, trailing slashes ignored; of the patterns that match, the best ranked wins
 * (computeScore), the table's order breaking ties. tests/unit/boot/pathMatch.test.ts proves it
 * answers as matchPublicPage does.
 */

const PARAM = /^:[\w-]+$/;

/** react-router's rank of a flattened route path (computeScore). */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** react-router's matcher of a route path (compilePath, with `end`, case-insensitive). */
function compile(path: string): { matcher: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), names };
}

/** react-router's decoding of a location's path (decodePath): `/` inside a segment stays %2F. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The entry of `pages` (react-router paths under `/`, '' for the index) that `pathname` opens. */
export function matchPagePath<P extends { path: string }>(
  pages: readonly P[],
  pathname: string,
): { page: P; params: Record<string, string> } | null {
  const decoded = decodePath(pathname);
  let best: { page: P; params: Record<string, string>; rank: number } | null = null;
  for (const page of pages) {
    const path = `/${page.path}`;
    const rank = score(path, page.path === '');
    if (best && rank <= best.rank) continue;
    const { matcher, names } = compile(path);
    const found = matcher.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/');
    });
    best = { page, params, rank };
  }
  return best && { page: best.page, params: best.params };
}
