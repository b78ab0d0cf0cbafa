<?php
/**
 * BetPulse auth guard for an existing PHP backend (PHP 8.1+, PDO; no framework).
 *
 * It gives a backend that speaks only the original `index.php?q=…` contract the same server-side
 * admin login as the reference server, so the app runs in its normal login mode and the server,
 * not the browser, decides who is admin.
 *
 * The two steps an operator takes:
 *   1. Put this php/ folder OUTSIDE the web server's document root (beside it, say), and at the
 *      very top of backend/index.php add one line that points to it:
 *          require __DIR__ . '/../../php/auth-guard.php';   // <root>/backend/ and php/ beside <root>
 *   2. Set the admin's password once, on the server's command line:
 *          php php/set-admin-password.php admin
 *
 * The guard protects itself: it refuses to run (503 for the login and the admin calls, reading
 * stays up, and one line in the PHP error log names the file and the fix) while its SQLite file
 * or its config file is inside the document root, where a visitor could download them.
 *
 * Then, on every request, before the backend's own code runs:
 *   - q=login (POST JSON {username, password}), q=logout (POST) and q=session (GET) are answered
 *     here, with the same JSON, status codes and messages as the reference server;
 *   - every admin call of the contract (writes, and the reads by id) without a valid session gets
 *     401 {"status":"error","message":"Authentication required"};
 *   - every write from another site gets 403: a foreign Origin, or fetch metadata saying
 *     cross-site (or same-site from another origin), whether or not Origin is sent;
 *   - everything else continues into the backend unchanged.
 * Passwords are stored with password_hash(); a session is a random token in an HttpOnly,
 * SameSite=Strict cookie (Secure over https), stored hashed, new at every login. Failed logins
 * lock out for 15 minutes after 5 per username and address, or 20 per address (429 with
 * Retry-After).
 *
 * Settings: environment variables, or `auth-guard.config.php` beside this file returning an array
 * with the same keys in lower case without the prefix (see auth-guard.config.example.php). The
 * environment wins.
 *   BETPULSE_GUARD_DSN             PDO DSN; default sqlite:<this folder>/data/auth-guard.sqlite.
 *                                  MySQL/MariaDB: mysql:host=…;dbname=…;charset=utf8mb4
 *   BETPULSE_GUARD_DB_USER, BETPULSE_GUARD_DB_PASSWORD   for MySQL/MariaDB
 *   BETPULSE_GUARD_SESSION_TTL_HOURS   session lifetime; default 12
 *   BETPULSE_GUARD_TRUST_PROXY_HTTPS   true behind an https proxy: trust X-Forwarded-Proto/-Host/
 *                                  -For, mark cookies Secure; default false
 */

declare(strict_types=1);

namespace BetPulse\AuthGuard;

use PDO;
use Throwable;

const COOKIE = 'sid';
const LOCKOUT_WINDOW = 900;
const LOCKOUT_PER_USER = 5;
const LOCKOUT_PER_ADDRESS = 20;
const MAX_LOGIN_BODY = 16384;
// Every admin call of the contract: the seed's, and the editorial workflow's, the predictions'
// record's, the site texts', the staff, the analytics and the campaigns additions, so that a
// backend that adds them later has them behind the login from the first day.
const ADMIN_CALLS = [
    'POST posts', 'POST post-update', 'DELETE post-delete', 'GET category', 'POST categories',
    'POST category-update', 'DELETE category-delete', 'POST popular-save', 'POST banners',
    'DELETE banner-delete',
    'GET admin-posts', 'GET post-revisions', 'GET post-revision', 'POST post-revision-restore',
    'POST post-autosave', 'GET post-preview', 'POST share-links', 'GET share-links',
    'DELETE share-link-delete',
    'GET predictions-to-settle', 'POST prediction-settle', 'POST prediction-void',
    'GET prediction-history', 'POST site-texts',
    'GET staff', 'POST staff-invite', 'DELETE staff-invitation', 'POST staff-role',
    'POST staff-suspend', 'GET audit-log', 'GET account', 'POST account',
    'POST account-password', 'GET account-sessions', 'DELETE account-session',
    'POST account-sessions-end-others', 'POST account-avatar', 'DELETE account-avatar',
    'POST staff-password-reset', 'DELETE staff-member',
    'GET two-factor', 'POST two-factor-setup', 'POST two-factor-confirm',
    'POST two-factor-disable', 'POST two-factor-recovery-codes', 'POST two-factor-required',
    'GET analytics', 'GET analytics-summary', 'GET analytics-post',
    'GET campaigns', 'GET campaign', 'POST campaigns', 'POST campaign-update',
    'DELETE campaign-delete', 'GET campaign-report', 'GET campaign-report-csv',
    'POST campaign-report-link', 'GET campaign-report-links', 'DELETE campaign-report-link',
    'POST site-import', 'GET site-import', 'GET site-backups', 'GET site-export',
    'POST site-restore',
];
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Length in characters (mbstring is not everywhere); invalid UTF-8 counts bytes. */
function chars(string $text): int
{
    $count = preg_match_all('/./su', $text);
    return $count === false ? strlen($text) : $count;
}

function settings(): array
{
    static $settings = null;
    if ($settings !== null) return $settings;
    $settings = [
        'dsn' => 'sqlite:' . default_sqlite_path(),
        'db_user' => null,
        'db_password' => null,
        'session_ttl_hours' => 12,
        'trust_proxy_https' => false,
    ];
    $file = config_path();
    if (is_file($file)) {
        $fromFile = require $file;
        if (is_array($fromFile)) $settings = array_merge($settings, $fromFile);
    }
    foreach (array_keys($settings) as $key) {
        $value = getenv('BETPULSE_GUARD_' . strtoupper($key));
        if (is_string($value) && $value !== '') $settings[$key] = $value;
    }
    $settings['session_ttl_hours'] = max(0.01, (float) $settings['session_ttl_hours']);
    $settings['trust_proxy_https'] = in_array(
        strtolower((string) $settings['trust_proxy_https']), ['1', 'true', 'yes', 'on'], true,
    );
    return $settings;
}

/** The config file beside the guard (optional). */
function config_path(): string
{
    return __DIR__ . '/auth-guard.config.php';
}

/**
 * The SQLite file when none is configured: data/auth-guard.sqlite in this folder, in a folder of
 * its own so that the web server's user can write it (and its journal) without being able to
 * change the guard's code.
 */
function default_sqlite_path(): string
{
    return __DIR__ . '/data/auth-guard.sqlite';
}

/** The file of an SQLite DSN (null for another database, or SQLite in memory). */
function sqlite_file(string $dsn): ?string
{
    if (!str_starts_with(strtolower($dsn), 'sqlite:')) return null;
    $file = substr($dsn, strlen('sqlite:'));
    return $file === '' || $file === ':memory:' ? null : $file;
}

/** `$path` with its existing part resolved (symlinks, `..`), also for a file not made yet. */
function resolved(string $path): string
{
    $rest = [];
    $probe = $path;
    while (($real = realpath($probe)) === false) {
        $parent = dirname($probe);
        if ($parent === $probe) return $path;
        array_unshift($rest, basename($probe));
        $probe = $parent;
    }
    return rtrim($real, '/') . ($rest === [] ? '' : '/' . implode('/', $rest));
}

/**
 * The web folder `$path` lies in, or null: the web server's document root when it runs under
 * one, or any folder above it that holds a site (index.html beside backend/index.php), which is
 * also how the command-line scripts, which know no document root, tell.
 */
function web_folder_of(string $path): ?string
{
    $path = resolved($path);
    $root = (string) ($_SERVER['DOCUMENT_ROOT'] ?? '');
    $root = $root === '' ? false : realpath($root);
    if ($root !== false && $root !== '/' && ($path === $root || str_starts_with($path, rtrim($root, '/') . '/'))) {
        return $root;
    }
    for ($dir = dirname($path); $dir !== dirname($dir); $dir = dirname($dir)) {
        if (is_file("$dir/index.html") && is_file("$dir/backend/index.php")) return $dir;
    }
    return null;
}

/**
 * Why the guard must not run as it is set up, or null: its database or its config file is where
 * a web server would hand it to anyone who asks.
 */
function exposure_problem(): ?string
{
    $files = [];
    $database = sqlite_file((string) settings()['dsn']);
    if ($database !== null) $files[] = [$database, 'database'];
    if (is_file(config_path())) $files[] = [config_path(), 'config file'];
    foreach ($files as [$file, $what]) {
        $web = web_folder_of($file);
        if ($web !== null) {
            return "its $what " . resolved($file) . " is inside the web folder $web, where anyone can "
                . 'download it. Move the php/ folder outside the document root, point the require '
                . 'line of backend/index.php at its new place, and set the admin password again '
                . '(php set-admin-password.php admin): the old one may have been read.';
        }
    }
    return null;
}

/** A problem the guard reports in the error log, and answers with 503. */
final class SetupProblem extends \RuntimeException
{
}

/** The name of the user this process runs as. */
function current_user(): string
{
    if (function_exists('posix_geteuid') && function_exists('posix_getpwuid')) {
        $user = posix_getpwuid(posix_geteuid());
        if (is_array($user)) return (string) $user['name'];
    }
    return (string) (get_current_user() ?: 'unknown');
}

function db(): PDO
{
    static $pdo = null;
    if ($pdo !== null) return $pdo;
    $s = settings();
    $file = sqlite_file((string) $s['dsn']);
    if ($file !== null && PHP_SAPI !== 'cli') {
        // The command-line script creates the file; the web server only uses it.
        $folder = dirname($file);
        if (is_dir($folder) && (!is_writable($folder) || (file_exists($file) && !is_writable($file)))) {
            throw new SetupProblem("the database $file (or its folder) is read-only for the user "
                . 'PHP runs as (' . current_user() . '). Run php set-admin-password.php again '
                . 'as root, which gives it to the owner of backend/public, or chown the folder '
                . "$folder and its files to that user.");
        }
        if (!is_file($file)) {
            throw new SetupProblem("no database at $file: set the admin's password first "
                . '(php set-admin-password.php admin), as the web server\'s user or as root.');
        }
    }
    $pdo = new PDO((string) $s['dsn'], $s['db_user'], $s['db_password'], [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
        PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
    ]);
    $mysql = $pdo->getAttribute(PDO::ATTR_DRIVER_NAME) === 'mysql';
    if (!$mysql) $pdo->exec('PRAGMA busy_timeout = 5000');
    $id = $mysql ? 'BIGINT AUTO_INCREMENT PRIMARY KEY' : 'INTEGER PRIMARY KEY AUTOINCREMENT';
    $pdo->exec("CREATE TABLE IF NOT EXISTS betpulse_admin_users (
        id $id, username VARCHAR(100) NOT NULL UNIQUE, password_hash VARCHAR(255) NOT NULL)");
    $pdo->exec("CREATE TABLE IF NOT EXISTS betpulse_admin_sessions (
        token_hash CHAR(64) NOT NULL PRIMARY KEY, user_id BIGINT NOT NULL, expires_at BIGINT NOT NULL)");
    $pdo->exec("CREATE TABLE IF NOT EXISTS betpulse_login_attempts (
        id $id, username VARCHAR(100) NOT NULL, ip VARCHAR(100) NOT NULL, at BIGINT NOT NULL)");
    return $pdo;
}

/** Sets (or creates) the admin's password; used by set-admin-password.php. */
function set_password(string $username, string $password): void
{
    $hash = password_hash($password, PASSWORD_DEFAULT);
    $pdo = db();
    $update = $pdo->prepare('UPDATE betpulse_admin_users SET password_hash = ? WHERE lower(username) = lower(?)');
    $update->execute([$hash, $username]);
    if ($update->rowCount() === 0) {
        $pdo->prepare('INSERT INTO betpulse_admin_users (username, password_hash) VALUES (?, ?)')
            ->execute([$username, $hash]);
    }
    // Sessions made with the old password end.
    $pdo->prepare('DELETE FROM betpulse_admin_sessions WHERE user_id IN
        (SELECT id FROM betpulse_admin_users WHERE lower(username) = lower(?))')->execute([$username]);
}

function reply(int $status, array $body, array $headers = []): never
{
    http_response_code($status);
    header('Content-Type: application/json; charset=UTF-8');
    header('Cache-Control: no-store');
    foreach ($headers as $name => $value) header("$name: $value");
    echo json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    exit;
}

function fail(int $status, string $message, array $headers = []): never
{
    reply($status, ['status' => 'error', 'message' => $message], $headers);
}

function forwarded(string $name): ?string
{
    $value = $_SERVER['HTTP_' . strtoupper(str_replace('-', '_', $name))] ?? '';
    $first = strtolower(trim(explode(',', (string) $value)[0]));
    return $first === '' ? null : $first;
}

function is_https(): bool
{
    $https = $_SERVER['HTTPS'] ?? '';
    if ($https !== '' && strtolower((string) $https) !== 'off') return true;
    return settings()['trust_proxy_https'] && forwarded('x-forwarded-proto') === 'https';
}

/**
 * The origins the browser may believe it talks to (scheme://host[:port]). Some servers pass the
 * Host without its port (Debian's nginx sets HTTP_HOST to $host): then the port the request
 * came in on is the one the browser used, and both spellings are ours.
 */
function own_origins(): array
{
    $scheme = is_https() ? 'https' : 'http';
    $host = strtolower((string) ($_SERVER['HTTP_HOST'] ?? ''));
    $proxied = settings()['trust_proxy_https'];
    if ($proxied) {
        $proto = forwarded('x-forwarded-proto');
        if ($proto === 'http' || $proto === 'https') $scheme = $proto;
        $host = forwarded('x-forwarded-host') ?? $host;
    }
    // Default ports are not part of an origin.
    $host = (string) preg_replace($scheme === 'https' ? '/:443$/' : '/:80$/', '', $host);
    $origins = ["$scheme://$host"];
    $port = (int) ($_SERVER['SERVER_PORT'] ?? 0);
    $default = $scheme === 'https' ? 443 : 80;
    if (!$proxied && $host !== '' && !preg_match('/:\d+$/', $host) && $port > 0 && $port !== $default) {
        $origins[] = "$scheme://$host:$port";
    }
    return $origins;
}

function client_address(): string
{
    if (settings()['trust_proxy_https']) {
        $list = explode(',', (string) ($_SERVER['HTTP_X_FORWARDED_FOR'] ?? ''));
        $last = trim((string) end($list));
        if ($last !== '') return substr($last, 0, 100);
    }
    return (string) ($_SERVER['REMOTE_ADDR'] ?? 'unknown');
}

/**
 * 403 for a write from another site. Fetch metadata first: browsers send Sec-Fetch-Site on every
 * request, so `cross-site` (or `same-site` from another origin) is refused even without Origin.
 * Without fetch metadata (old clients, curl) a foreign or unparsable Origin is refused, and no
 * Origin at all is allowed (browsers always send one on cross-site writes).
 */
function assert_same_origin(string $method): void
{
    if (!in_array($method, WRITES, true)) return;
    $refuse = static fn() => fail(403, 'Cross-origin request refused');
    $origin = $_SERVER['HTTP_ORIGIN'] ?? null;
    $site = strtolower(trim((string) ($_SERVER['HTTP_SEC_FETCH_SITE'] ?? '')));
    if ($site === 'cross-site') $refuse();
    if ($site === 'same-site' && ($origin === null || !in_array(strtolower($origin), own_origins(), true))) $refuse();
    if ($origin === null) return;
    $parts = parse_url($origin);
    if (!is_array($parts) || !isset($parts['scheme'], $parts['host']) || isset($parts['path'])) $refuse();
    $theirs = strtolower($parts['scheme'] . '://' . $parts['host'] . (isset($parts['port']) ? ':' . $parts['port'] : ''));
    $theirs = preg_replace(str_starts_with($theirs, 'https:') ? '/:443$/' : '/:80$/', '', $theirs);
    if (!in_array($theirs, own_origins(), true)) $refuse();
}

function session_token(): ?string
{
    $value = $_COOKIE[COOKIE] ?? null;
    return is_string($value) && preg_match('/^[A-Za-z0-9_-]{43}$/', $value) ? $value : null;
}

function set_cookie(string $value, int $expires): void
{
    setcookie(COOKIE, $value, [
        'expires' => $expires,
        'path' => '/',
        'secure' => is_https(),
        'httponly' => true,
        'samesite' => 'Strict',
    ]);
}

/** The user of the request's unexpired session, or null. */
function session_user(): ?array
{
    $token = session_token();
    if ($token === null) return null;
    $stmt = db()->prepare('SELECT u.id, u.username, s.expires_at FROM betpulse_admin_sessions s
        JOIN betpulse_admin_users u ON u.id = s.user_id WHERE s.token_hash = ?');
    $stmt->execute([hash('sha256', $token)]);
    $row = $stmt->fetch();
    if (!$row) return null;
    if ((int) $row['expires_at'] <= time()) {
        db()->prepare('DELETE FROM betpulse_admin_sessions WHERE token_hash = ?')->execute([hash('sha256', $token)]);
        return null;
    }
    return $row;
}

/** When the lock on (username, address) lifts, or null. */
function locked_until(string $username, string $ip, int $now, ?int $beforeId = null): ?int
{
    $nth = static function (string $where, array $params, int $limit) use ($now, $beforeId): ?int {
        $sql = "SELECT at FROM betpulse_login_attempts WHERE $where AND at > ?";
        $params[] = $now - LOCKOUT_WINDOW;
        if ($beforeId !== null) {
            $sql .= ' AND id < ?';
            $params[] = $beforeId;
        }
        $sql .= ' ORDER BY at DESC, id DESC LIMIT 1 OFFSET ' . ($limit - 1);
        $stmt = db()->prepare($sql);
        $stmt->execute($params);
        $at = $stmt->fetchColumn();
        return $at === false ? null : (int) $at + LOCKOUT_WINDOW;
    };
    $byUser = $nth('username = ? AND ip = ?', [strtolower($username), $ip], LOCKOUT_PER_USER);
    $byAddress = $nth('ip = ?', [$ip], LOCKOUT_PER_ADDRESS);
    if ($byUser === null) return $byAddress;
    if ($byAddress === null) return $byUser;
    return max($byUser, $byAddress);
}

function too_many(int $until, int $now): never
{
    $seconds = max(1, $until - $now);
    $minutes = (int) ceil($seconds / 60);
    $unit = $minutes === 1 ? 'minute' : 'minutes';
    fail(429, "Too many failed login attempts. Try again in $minutes $unit.", ['Retry-After' => (string) $seconds]);
}

function read_login(): array
{
    if ((int) ($_SERVER['CONTENT_LENGTH'] ?? 0) > MAX_LOGIN_BODY) fail(413, 'Request body is too large');
    $text = (string) file_get_contents('php://input', false, null, 0, MAX_LOGIN_BODY + 1);
    if (strlen($text) > MAX_LOGIN_BODY) fail(413, 'Request body is too large');
    $json = json_decode($text, true);
    if (!is_array($json) || array_is_list($json) && $json !== []) {
        fail(400, 'Request body must be a JSON object: {"username": …, "password": …}');
    }
    $username = $json['username'] ?? null;
    $password = $json['password'] ?? null;
    // The contract's rules and messages, in its order (username first).
    if (!is_string($username) || trim($username) === '') fail(400, 'Username is required');
    $username = trim($username);
    if (chars($username) > 100) fail(400, 'Username is too long');
    if (!is_string($password) || chars($password) < 6) fail(400, 'Password must be at least 6 characters');
    if (chars($password) > 200) fail(400, 'Password is too long');
    if (str_contains($username . $password, "\0")) fail(400, 'username: must not contain NUL characters');
    return [$username, $password];
}

function login(): never
{
    [$username, $password] = read_login();
    $ip = client_address();
    $now = time();
    $pdo = db();
    $pdo->prepare('DELETE FROM betpulse_login_attempts WHERE at <= ?')->execute([$now - LOCKOUT_WINDOW]);

    $locked = locked_until($username, $ip, $now);
    if ($locked !== null) too_many($locked, $now);
    // Counted as a failure until the password proves right; of parallel guesses only the first
    // few up to the limit go on to check a password.
    $pdo->prepare('INSERT INTO betpulse_login_attempts (username, ip, at) VALUES (?, ?, ?)')
        ->execute([strtolower($username), $ip, $now]);
    $attempt = (int) $pdo->lastInsertId();
    $raced = locked_until($username, $ip, $now, $attempt);
    if ($raced !== null) {
        $pdo->prepare('DELETE FROM betpulse_login_attempts WHERE id = ?')->execute([$attempt]);
        too_many($raced, $now);
    }

    $stmt = $pdo->prepare('SELECT id, password_hash FROM betpulse_admin_users WHERE lower(username) = lower(?)');
    $stmt->execute([$username]);
    $user = $stmt->fetch();
    // Unknown usernames cost the same hash check as known ones.
    $ok = password_verify($password, $user ? (string) $user['password_hash'] : '$2y$10$' . str_repeat('.', 53));
    if (!$user || !$ok) fail(401, 'Invalid credentials');

    $pdo->prepare('DELETE FROM betpulse_login_attempts WHERE username = ? AND ip = ?')
        ->execute([strtolower($username), $ip]);
    if (password_needs_rehash((string) $user['password_hash'], PASSWORD_DEFAULT)) {
        $pdo->prepare('UPDATE betpulse_admin_users SET password_hash = ? WHERE id = ?')
            ->execute([password_hash($password, PASSWORD_DEFAULT), $user['id']]);
    }
    // A new token at every login; the one the browser held before ends here.
    $previous = session_token();
    if ($previous !== null) {
        $pdo->prepare('DELETE FROM betpulse_admin_sessions WHERE token_hash = ?')->execute([hash('sha256', $previous)]);
    }
    $pdo->prepare('DELETE FROM betpulse_admin_sessions WHERE expires_at <= ?')->execute([$now]);
    $token = rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
    $ttl = (int) round(settings()['session_ttl_hours'] * 3600);
    $pdo->prepare('INSERT INTO betpulse_admin_sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
        ->execute([hash('sha256', $token), $user['id'], $now + $ttl]);
    set_cookie($token, $now + $ttl);
    reply(200, ['status' => 'success']);
}

function logout(): never
{
    $token = session_token();
    if ($token !== null) {
        db()->prepare('DELETE FROM betpulse_admin_sessions WHERE token_hash = ?')->execute([hash('sha256', $token)]);
    }
    set_cookie('', 1);
    reply(200, ['status' => 'success', 'message' => 'Logged out']);
}

function session(): never
{
    $user = session_user();
    if ($user === null) {
        if (isset($_COOKIE[COOKIE])) set_cookie('', 1);
        reply(200, ['authenticated' => false]);
    }
    reply(200, ['authenticated' => true, 'username' => $user['username']]);
}

function wrong_method(string $q, string $method, array $allow): never
{
    fail(405, "q=$q does not accept $method; use " . implode(' or ', $allow), ['Allow' => implode(', ', $allow)]);
}

function guard(): void
{
    $q = $_GET['q'] ?? null;
    if (!is_string($q)) return;
    $method = strtoupper((string) ($_SERVER['REQUEST_METHOD'] ?? 'GET'));
    $asRead = $method === 'HEAD' ? 'GET' : $method;
    try {
        $admin = in_array($q, ['login', 'logout', 'session'], true)
            || in_array("$asRead $q", ADMIN_CALLS, true) || ($q === 'post' && isset($_GET['id']));
        // Reading stays up; everything the login protects waits until the setup is safe.
        if ($admin && ($problem = exposure_problem()) !== null) throw new SetupProblem("refusing to run: $problem");
        switch ($q) {
            case 'login':
                if ($method !== 'POST') wrong_method($q, $method, ['POST']);
                assert_same_origin($method);
                login();
            case 'logout':
                if ($method !== 'POST') wrong_method($q, $method, ['POST']);
                assert_same_origin($method);
                logout();
            case 'session':
                if ($asRead !== 'GET') wrong_method($q, $method, ['GET', 'HEAD']);
                session();
        }
        // Origin first: a forged cross-site write is refused without touching the database.
        assert_same_origin($method);
        if ($admin && session_user() === null) fail(401, 'Authentication required');
    } catch (SetupProblem $error) {
        error_log('BetPulse auth guard: ' . $error->getMessage());
        fail(503, 'The login service is unavailable. Please try again in a moment.', ['Retry-After' => '5']);
    } catch (Throwable $error) {
        $message = $error->getMessage();
        if (stripos($message, 'readonly') !== false || stripos($message, 'unable to open database') !== false) {
            $message .= ' (the database or its folder is not writable by ' . current_user()
                . ': run php set-admin-password.php again as root, or chown them to that user)';
        }
        error_log('BetPulse auth guard: ' . $message);
        // Fail closed: when the guard cannot check, nothing admin gets through.
        fail(503, 'The login service is unavailable. Please try again in a moment.', ['Retry-After' => '5']);
    }
}

if (PHP_SAPI !== 'cli') guard();
