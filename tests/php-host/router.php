<?php
/**
 * `php -S` router that serves a PHP host the way deploy/apache/.htaccess and
 * deploy/nginx/site.conf do: the built app with its fallback to index.html, caching, the same
 * security headers, compression, uploaded images sandboxed, and /backend/index.php run by PHP
 * (the seed-only test backend, with php/auth-guard.php in front when PHP_HOST_GUARD=1).
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

if ($path === '/backend/index.php') {
    if (getenv('PHP_HOST_GUARD') === '1') require "$repo/php/auth-guard.php";
    require "$repo/tests/php-backend/index.php";
    exit;
}
if (str_starts_with($path, '/backend/public/')) {
    if (preg_match('/\.(php|phtml|phar)$/i', $path)) not_found();
    $file = inside($uploads ?: null, substr($path, strlen('/backend/public/')));
    $file === null ? not_found() : send($file, 'public, max-age=31536000, immutable');
}
if (str_starts_with($path, '/backend/')) not_found();

$file = inside($dist ?: null, $path);
if ($file !== null && basename($file) !== 'index.html') {
    send($file, str_starts_with($path, '/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
}
if ($file === null && preg_match('/\.[A-Za-z0-9]+$/', $path) && !str_ends_with($path, '.html')) not_found();
send("$dist/index.html", 'no-cache');
