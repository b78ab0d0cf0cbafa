<?php
/**
 * A seed-only backend, written from the contract's original calls alone, the way the product's
 * users' own PHP backends are: PHP 8 + SQLite through PDO, no framework, no login, admin calls
 * accepted from anyone, post HTML stored and served raw (unsanitised), the older answer variants
 * (categories as {categories}, categoryId, popular `date`, empty-string banners, {success} for a
 * new category, {error} for a refused delete), no paging (page/limit are ignored).
 *
 * It exists to test the app against such a backend (tests/php-host/). Settings, from the
 * environment:
 *   PHP_BACKEND_DB           SQLite file (created and seeded when empty)
 *   PHP_BACKEND_UPLOADS      folder of the images, served as /backend/public/<image_path>
 *   PHP_BACKEND_UNKNOWN_Q    how an unknown q is answered: error200 (default: 200
 *                            {"error":"Invalid request"}, a PHP switch's usual default), 404, html
 *   PHP_BACKEND_EXTRA_POSTS  JSON file of extra posts [{title, slug, content, category_slug}],
 *                            inserted raw at seeding
 */

declare(strict_types=1);

function env_or(string $name, string $default): string
{
    $value = getenv($name);
    return is_string($value) && $value !== '' ? $value : $default;
}

function answer(mixed $body, int $status = 200): never
{
    http_response_code($status);
    header('Content-Type: application/json; charset=utf-8');
    header('Cache-Control: no-store');
    echo json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
    exit;
}

$uploads = env_or('PHP_BACKEND_UPLOADS', sys_get_temp_dir() . '/betpulse-php-uploads');
if (!is_dir($uploads)) mkdir($uploads, 0775, true);

$db = new PDO('sqlite:' . env_or('PHP_BACKEND_DB', sys_get_temp_dir() . '/betpulse-php.sqlite'));
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$db->setAttribute(PDO::ATTR_DEFAULT_FETCH_MODE, PDO::FETCH_ASSOC);
$db->exec('PRAGMA busy_timeout = 5000');
$db->exec('PRAGMA foreign_keys = ON');

require __DIR__ . '/seed.php';
seed_if_empty($db, $uploads);

/** A tiny PNG upload: stored under a new name, its path returned; null when none was sent. */
function store_upload(string $uploads): ?string
{
    $file = $_FILES['image'] ?? null;
    if (!$file || ($file['error'] ?? UPLOAD_ERR_NO_FILE) !== UPLOAD_ERR_OK) return null;
    $ext = strtolower(pathinfo((string) $file['name'], PATHINFO_EXTENSION)) ?: 'png';
    $ext = preg_replace('/[^a-z0-9]/', '', $ext) ?: 'png';
    $name = 'uploads/' . bin2hex(random_bytes(8)) . '.' . $ext;
    if (!is_dir($uploads . '/uploads')) mkdir($uploads . '/uploads', 0775, true);
    move_uploaded_file($file['tmp_name'], $uploads . '/' . $name);
    return $name;
}

function json_body(): array
{
    $data = json_decode((string) file_get_contents('php://input'), true);
    return is_array($data) ? $data : [];
}

const POST_SELECT = 'SELECT p.id, p.title, p.slug, p.excerpt, p.content, p.image_path,
    p.category_id AS categoryId, c.name AS category_name, c.slug AS category_slug,
    p.created_at, p.posted_at
  FROM posts p LEFT JOIN categories c ON c.id = p.category_id';

$q = (string) ($_GET['q'] ?? '');
$method = $_SERVER['REQUEST_METHOD'] ?? 'GET';

switch ($q) {
    case 'posts':
        if ($method === 'POST') {
            $image = store_upload($uploads);
            $now = gmdate('Y-m-d H:i:s');
            $stmt = $db->prepare('INSERT INTO posts (title, slug, excerpt, content, image_path,
                category_id, created_at, posted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
            $stmt->execute([$_POST['title'] ?? '', $_POST['slug'] ?? '', $_POST['excerpt'] ?? '',
                $_POST['content'] ?? '', $image, (int) ($_POST['category_id'] ?? 0) ?: null, $now, $now]);
            answer(['status' => 'success', 'message' => 'Post added successfully']);
        }
        answer($db->query(POST_SELECT . ' ORDER BY p.id DESC')->fetchAll());

    case 'post':
        if (isset($_GET['id'])) {
            $stmt = $db->prepare(POST_SELECT . ' WHERE p.id = ?');
            $stmt->execute([(int) $_GET['id']]);
        } else {
            $stmt = $db->prepare(POST_SELECT . ' WHERE p.slug = ?');
            $stmt->execute([(string) ($_GET['slug'] ?? '')]);
        }
        $post = $stmt->fetch();
        if ($post && isset($_GET['id'])) $post['category_id'] = $post['categoryId'];
        answer($post ?: null);

    case 'post-update':
        $image = store_upload($uploads) ?? ($_POST['existingImage'] ?? null);
        $stmt = $db->prepare('UPDATE posts SET title = ?, slug = ?, excerpt = ?, content = ?,
            image_path = ?, category_id = ? WHERE id = ?');
        $stmt->execute([$_POST['title'] ?? '', $_POST['slug'] ?? '', $_POST['excerpt'] ?? '',
            $_POST['content'] ?? '', $image ?: null, (int) ($_POST['category_id'] ?? 0) ?: null,
            (int) ($_POST['id'] ?? 0)]);
        answer(['status' => 'success', 'message' => 'Post updated successfully']);

    case 'post-delete':
        $db->prepare('DELETE FROM popular WHERE post_id = ?')->execute([(int) ($_GET['id'] ?? 0)]);
        $db->prepare('DELETE FROM posts WHERE id = ?')->execute([(int) ($_GET['id'] ?? 0)]);
        answer(['status' => 'success', 'message' => 'Post deleted successfully']);

    case 'category-posts':
        $stmt = $db->prepare(POST_SELECT . ' WHERE c.slug = ? ORDER BY p.id DESC');
        $stmt->execute([(string) ($_GET['slug'] ?? '')]);
        answer(['posts' => $stmt->fetchAll()]);

    case 'categories':
        if ($method === 'POST') {
            $data = json_body();
            $stmt = $db->prepare('INSERT INTO categories (name, slug) VALUES (?, ?)');
            try {
                $stmt->execute([(string) ($data['name'] ?? ''), (string) ($data['slug'] ?? '')]);
            } catch (PDOException) {
                answer(['success' => false, 'message' => 'Category already exists']);
            }
            answer(['success' => true, 'message' => 'Category added successfully']);
        }
        answer(['categories' => $db->query('SELECT id, name, slug FROM categories ORDER BY id')->fetchAll()]);

    case 'category':
        $stmt = $db->prepare('SELECT id, name, slug FROM categories WHERE id = ?');
        $stmt->execute([(int) ($_GET['id'] ?? 0)]);
        answer($stmt->fetch() ?: null);

    case 'category-update':
        $data = json_body();
        $db->prepare('UPDATE categories SET name = ?, slug = ? WHERE id = ?')
            ->execute([(string) ($data['name'] ?? ''), (string) ($data['slug'] ?? ''), (int) ($data['id'] ?? 0)]);
        answer(['status' => 'success', 'message' => 'Category updated successfully']);

    case 'category-delete':
        $id = (int) ($_GET['id'] ?? 0);
        $stmt = $db->prepare('SELECT COUNT(*) FROM posts WHERE category_id = ?');
        $stmt->execute([$id]);
        if ((int) $stmt->fetchColumn() > 0) {
            answer(['error' => 'Cannot delete a category that has posts'], 409);
        }
        $db->prepare('DELETE FROM categories WHERE id = ?')->execute([$id]);
        answer(['status' => 'success', 'message' => 'Category deleted successfully']);

    case 'popular':
        $rows = $db->query('SELECT p.id, p.slug, p.title, p.image_path, p.content,
                c.name AS category_name, p.created_at, p.posted_at AS date
            FROM popular x JOIN posts p ON p.id = x.post_id
            LEFT JOIN categories c ON c.id = p.category_id ORDER BY x.position')->fetchAll();
        answer($rows);

    case 'popular-save':
        $ids = json_body()['post_ids'] ?? [];
        $db->beginTransaction();
        $db->exec('DELETE FROM popular');
        $insert = $db->prepare('INSERT INTO popular (post_id, position) VALUES (?, ?)');
        foreach (array_slice(is_array($ids) ? $ids : [], 0, 6) as $i => $id) {
            $insert->execute([(int) $id, $i]);
        }
        $db->commit();
        answer(['status' => 'success', 'message' => 'Popular posts saved']);

    case 'banners':
        if ($method === 'POST') {
            $type = (string) ($_POST['type'] ?? '');
            $image = store_upload($uploads);
            if (!in_array($type, ['home', 'post'], true) || !$image) {
                answer(['status' => 'error', 'message' => 'Type and image are required']);
            }
            $db->prepare('INSERT OR REPLACE INTO banners (type, image_path) VALUES (?, ?)')
                ->execute([$type, $image]);
            answer(['status' => 'success', 'message' => 'Banner saved successfully']);
        }
        $banners = ['home_banner' => '', 'post_banner' => ''];
        foreach ($db->query('SELECT type, image_path FROM banners') as $row) {
            $banners[$row['type'] . '_banner'] = $row['image_path'] ?? '';
        }
        answer($banners);

    case 'banner-delete':
        $db->prepare('DELETE FROM banners WHERE type = ?')->execute([(string) ($_GET['type'] ?? '')]);
        answer(['status' => 'success', 'message' => 'Banner deleted successfully']);

    case 'search-posts':
        $like = '%' . (string) ($_GET['keyword'] ?? '') . '%';
        $stmt = $db->prepare('SELECT p.id, p.slug, p.title, p.content, c.slug AS category_slug
            FROM posts p LEFT JOIN categories c ON c.id = p.category_id
            WHERE p.title LIKE ? OR p.content LIKE ? ORDER BY p.id DESC');
        $stmt->execute([$like, $like]);
        answer($stmt->fetchAll());

    case 'search-categories':
        $like = '%' . (string) ($_GET['keyword'] ?? '') . '%';
        $stmt = $db->prepare("SELECT id, slug, name, '' AS description FROM categories WHERE name LIKE ?");
        $stmt->execute([$like]);
        answer($stmt->fetchAll());

    default:
        switch (env_or('PHP_BACKEND_UNKNOWN_Q', 'error200')) {
            case '404':
                answer(['error' => 'Not found'], 404);
            case 'html':
                http_response_code(200);
                header('Content-Type: text/html; charset=utf-8');
                echo "<!doctype html><html><head><title>Welcome</title></head><body><h1>It works</h1></body></html>";
                exit;
            default:
                answer(['error' => 'Invalid request']);
        }
}
