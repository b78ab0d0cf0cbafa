<?php
/**
 * Settings of auth-guard.php. Copy to auth-guard.config.php beside it and edit; environment
 * variables (BETPULSE_GUARD_<KEY in upper case>) override these.
 */
return [
    // SQLite (set-admin-password.php creates it; this folder stays outside the document root):
    'dsn' => 'sqlite:' . __DIR__ . '/data/auth-guard.sqlite',
    // MySQL or MariaDB instead:
    // 'dsn' => 'mysql:host=localhost;dbname=site;charset=utf8mb4',
    // 'db_user' => 'site',
    // 'db_password' => 'secret',

    // Admin session lifetime in hours.
    'session_ttl_hours' => 12,
    // Behind an https reverse proxy: trust X-Forwarded-Proto/-Host/-For and mark cookies Secure.
    'trust_proxy_https' => false,
];
