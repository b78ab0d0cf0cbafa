<?php
/**
 * Sets (or creates) the admin's password for auth-guard.php, with the guard's own settings.
 *
 *   php php/set-admin-password.php [username]          asks for the password (not echoed)
 *   printf '%s' "$PASSWORD" | php php/set-admin-password.php admin    reads it from stdin
 *
 * The password is never taken as an argument: arguments show in the process list and the shell
 * history. Existing sessions of that user end.
 */

declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require __DIR__ . '/auth-guard.php';

$username = trim($argv[1] ?? 'admin');
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

try {
    BetPulse\AuthGuard\set_password($username, $password);
} catch (Throwable $error) {
    fwrite(STDERR, 'Could not save the password: ' . $error->getMessage() . "\n");
    exit(1);
}
fwrite(STDOUT, "Password set for $username.\n");
