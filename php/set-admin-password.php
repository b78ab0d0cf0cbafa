<?php
/**
 * Sets (or creates) the admin's password for auth-guard.php, with the guard's own settings.
 *
 *   php php/set-admin-password.php [username]          asks for the password (not echoed)
 *   printf '%s' "$PASSWORD" | php php/set-admin-password.php admin    reads it from stdin
 *   php php/set-admin-password.php --web-user=www-data admin          as root: whose the file is
 *
 * The password is never taken as an argument: arguments show in the process list and the shell
 * history. Existing sessions of that user end.
 *
 * The SQLite database must be writable by the user PHP runs as under the web server. Run as that
 * user, the file is theirs. Run as root, the file and its folder are given to the owner of the
 * site's backend/public (the folder the web server writes uploads to), found beside this folder,
 * or to --web-user; when neither is known it refuses, and says which user to run it as.
 * It also refuses while the database would be inside the site's web folder.
 */

declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require __DIR__ . '/auth-guard.php';

use function BetPulse\AuthGuard\{resolved, settings, sqlite_file, web_folder_of};

function refuse(string $message, int $code = 2): never
{
    fwrite(STDERR, wordwrap($message, 96) . "\n");
    exit($code);
}

$webUser = getenv('BETPULSE_GUARD_WEB_USER') ?: null;
$positional = [];
foreach (array_slice($argv, 1) as $arg) {
    if (str_starts_with($arg, '--web-user=')) $webUser = substr($arg, strlen('--web-user='));
    elseif (str_starts_with($arg, '--')) refuse("Unknown option $arg. Usage: php set-admin-password.php [--web-user=NAME] [username]");
    else $positional[] = $arg;
}
$username = trim($positional[0] ?? 'admin');
if ($username === '' || BetPulse\AuthGuard\chars($username) > 100) {
    fwrite(STDERR, "The username must be 1 to 100 characters.\n");
    exit(2);
}

$interactive = function_exists('posix_isatty') ? posix_isatty(STDIN) : stream_isatty(STDIN);
if ($interactive) {
    fwrite(STDOUT, "New password for $username: ");
    shell_exec('stty -echo');
    $password = rtrim((string) fgets(STDIN), "\r\n");
    shell_exec('stty echo');
    fwrite(STDOUT, "\nAgain: ");
    shell_exec('stty -echo');
    $again = rtrim((string) fgets(STDIN), "\r\n");
    shell_exec('stty echo');
    fwrite(STDOUT, "\n");
    if ($password !== $again) {
        fwrite(STDERR, "The two passwords differ; nothing was changed.\n");
        exit(2);
    }
} else {
    $password = rtrim((string) stream_get_contents(STDIN), "\r\n");
}

if (BetPulse\AuthGuard\chars($password) < 6) {
    fwrite(STDERR, "The password must be at least 6 characters; nothing was changed.\n");
    exit(2);
}
if (BetPulse\AuthGuard\chars($password) > 200) {
    fwrite(STDERR, "The password must be at most 200 characters; nothing was changed.\n");
    exit(2);
}

$database = sqlite_file((string) settings()['dsn']);
$owner = null;
if ($database !== null) {
    $web = web_folder_of($database);
    if ($web !== null) {
        refuse('Nothing was changed: the database ' . resolved($database) . " would be inside the web folder $web, "
            . 'where anyone can download it. Move the php/ folder outside the document root (beside it), point the '
            . "require line at the top of backend/index.php at its new place, and run this again.");
    }
    $owner = database_owner($database, $webUser);
}

/**
 * Whom the database must belong to: null when this process may keep it (not root), else the
 * web server's user as [uid, gid, name]. Refuses when run as root and that user is unknown.
 */
function database_owner(string $database, ?string $webUser): ?array
{
    if (!function_exists('posix_geteuid') || posix_geteuid() !== 0) return null;
    if ($webUser !== null) {
        $user = function_exists('posix_getpwnam') ? posix_getpwnam($webUser) : false;
        if (!is_array($user)) refuse("Nothing was changed: there is no user named $webUser.");
        return [(int) $user['uid'], (int) $user['gid'], $webUser];
    }
    // The site beside this folder: <parent>/<document root>/backend/public, or backend/.
    $parent = dirname(resolved(__DIR__));
    foreach (['backend/public', 'backend'] as $folder) {
        foreach (glob("$parent/*/$folder", GLOB_ONLYDIR) ?: [] as $candidate) {
            if (!is_file(dirname($candidate, $folder === 'backend' ? 1 : 2) . '/backend/index.php')) continue;
            $uid = fileowner($candidate);
            if ($uid === false || $uid === 0) continue;
            $user = posix_getpwuid($uid);
            return [$uid, is_array($user) ? (int) $user['gid'] : (int) filegroup($candidate), is_array($user) ? (string) $user['name'] : (string) $uid];
        }
    }
    refuse('Nothing was changed: run as root, this would leave the database ' . resolved($database)
        . ' owned by root, and the web server could not write it (every login would fail). Run it as the '
        . "user your web server's PHP runs as, for example:\n"
        . "  sudo -u www-data php " . $_SERVER['argv'][0] . " admin\n"
        . '(www-data on Debian and Ubuntu, apache on Red Hat), or name that user: --web-user=www-data.');
}

try {
    if ($database !== null && !is_dir(dirname($database))) {
        if (!@mkdir(dirname($database), 0700, true) && !is_dir(dirname($database))) {
            throw new RuntimeException('cannot create the folder ' . dirname($database));
        }
    }
    BetPulse\AuthGuard\set_password($username, $password);
    if ($database !== null && $owner !== null) {
        [$uid, $gid, $name] = $owner;
        // The folder too: SQLite writes its journal beside the file.
        foreach ([dirname($database), $database, "$database-journal", "$database-wal", "$database-shm"] as $path) {
            if (file_exists($path) && (!chown($path, $uid) || !chgrp($path, $gid))) {
                throw new RuntimeException("cannot give $path to $name");
            }
        }
        fwrite(STDOUT, 'The database ' . resolved($database) . " belongs to $name, the user the web server writes as.\n");
    }
} catch (Throwable $error) {
    fwrite(STDERR, 'Could not save the password: ' . $error->getMessage() . "\n");
    exit(1);
}
fwrite(STDOUT, "Password set for $username.\n");
