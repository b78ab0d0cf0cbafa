<?php
/**
 * `php -S` router that serves a PHP host the way deploy/apache/.htaccess and
 * deploy/nginx/site.conf do: the built app with its fallback to index.html, caching, the same
 * security headers, compression, uploaded images sandboxed, the same allowlist (everything else
 * is 404), and /backend/index.php run by PHP: the operator's file in the document root, which
 * requires the guard when they set it up, then the seed-only test backend.
 *
 *   PHP_HOST_DIST=dist PHP_BACKEND_DB=… PHP_BACKEND_UPLOADS=… php -S 127.0.0.1:8081 tests/php-host/router.php
 */

declare(strict_types=1);

$repo = dirname(__DIR__, 2);
$dist = realpath((string) (getenv('PHP_HOST_DIST') ?: "$repo/dist"));
$uploads = realpath((string) (getenv('PHP_BACKEND_UPLOADS') ?: sys_get_temp_dir() . '/betpulse-php-uploads'));
$path = rawurldecode((string) parse_url((string) $_SERVER['REQUEST_URI'], PHP_URL_PATH));

const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
const TYPES = [
    'html' => 'text/html; charset=utf-8', 'js' => 'application/javascript; charset=utf-8',
    'css' => 'text/css; charset=utf-8', 'json' => 'application/json', 'svg' => 'image/svg+xml',
    'png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'webp' => 'image/webp',
    'gif' => 'image/gif', 'avif' => 'image/avif', 'ico' => 'image/x-icon', 'woff2' => 'font/woff2',
    'woff' => 'font/woff', 'txt' => 'text/plain; charset=utf-8', 'xml' => 'application/xml',
];
const COMPRESSIBLE = ['html', 'js', 'css', 'json', 'svg', 'txt', 'xml'];

$csp = str_starts_with($path, '/backend/public/') ? "sandbox; default-src 'none'" : CSP;
header("Content-Security-Policy: $csp");
header('X-Content-Type-Options: nosniff');
header('Referrer-Policy: strict-origin-when-cross-origin');
header('X-Frame-Options: DENY');
header('Cross-Origin-Opener-Policy: same-origin');
header('Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()');

function not_found(): never
{
    http_response_code(404);
    header('Content-Type: text/plain; charset=utf-8');
    echo "Not found\n";
    exit;
}

/** `$file` if it is a file inside `$root`, else null (no `..` escapes). */
function inside(?string $root, string $relative): ?string
{
    if ($root === null || $root === false || str_contains($relative, "\0")) return null;
    $file = realpath($root . '/' . ltrim($relative, '/'));
    return $file !== false && is_file($file) && str_starts_with($file, $root . DIRECTORY_SEPARATOR) ? $file : null;
}

function send(string $file, string $cacheControl): never
{
    $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
    header('Content-Type: ' . (TYPES[$ext] ?? 'application/octet-stream'));
    header("Cache-Control: $cacheControl");
    header('Vary: Accept-Encoding');
    $body = (string) file_get_contents($file);
    $accepts = (string) ($_SERVER['HTTP_ACCEPT_ENCODING'] ?? '');
    if (in_array($ext, COMPRESSIBLE, true) && strlen($body) >= 256 && preg_match('/\bgzip\b/', $accepts)) {
        header('Content-Encoding: gzip');
        $body = (string) gzencode($body, 6);
    }
    header('Content-Length: ' . strlen($body));
    if (($_SERVER['REQUEST_METHOD'] ?? 'GET') !== 'HEAD') echo $body;
    exit;
}

/** The app's files and the usual public files, as the kits allow them. */
const PUBLIC_FILE = '/\.(?:html|js|mjs|css|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest|pdf|mp4|webm)$/i';
/** Image files under /backend/public/, no dotfile or dot-folder on the way. */
const UPLOADED_IMAGE = '#^/backend/public/(?:[^./][^/]*/)*[^./][^/]*\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp)$#i';

// The API, the operator's backend/index.php (with the guard's require line when it has one).
if ($path === '/backend/index.php') {
    require "$dist/backend/index.php";
    exit;
}
if (str_starts_with($path, '/backend/public/')) {
    if (!preg_match(UPLOADED_IMAGE, $path)) not_found();
    $file = inside($uploads ?: null, substr($path, strlen('/backend/public/')));
    $file === null ? not_found() : send($file, 'public, max-age=31536000, immutable');
}
if ($path === '/backend' || str_starts_with($path, '/backend/')) not_found();
// The guard's folder, dotfiles and dot-folders, and every other file with an extension.
if (preg_match('#^/php(?:/|$)#i', $path) || str_contains($path, '/.')) not_found();
if (str_contains($path, '.')) {
    if (!preg_match(PUBLIC_FILE, $path)) not_found();
    $file = inside($dist ?: null, $path);
    $file === null ? not_found() : send($file, str_starts_with($path, '/assets/') ? 'public, max-age=31536000, immutable' : (basename($file) === 'index.html' ? 'no-cache' : 'public, max-age=3600'));
}
// Any other path (no dot anywhere) is a page of the app: index.html, whatever exists there.
send("$dist/index.html", 'no-cache');
