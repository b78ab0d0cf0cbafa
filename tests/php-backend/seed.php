<?php
/** Schema and demo content of the seed-only test backend (index.php). */

declare(strict_types=1);

/** A solid-colour PNG of w×h, made without GD (which a PHP host may lack). */
function solid_png(int $w, int $h, array $rgb): string
{
    $row = "\0" . str_repeat(pack('C3', ...$rgb), $w);
    $chunk = static fn(string $type, string $data): string =>
        pack('N', strlen($data)) . $type . $data . pack('N', crc32($type . $data));
    return "\x89PNG\r\n\x1a\n"
        . $chunk('IHDR', pack('NNCCCCC', $w, $h, 8, 2, 0, 0, 0))
        . $chunk('IDAT', gzcompress(str_repeat($row, $h)))
        . $chunk('IEND', '');
}

function seed_if_empty(PDO $db, string $uploads): void
{
    $db->exec('CREATE TABLE IF NOT EXISTS categories (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE)');
    $db->exec('CREATE TABLE IF NOT EXISTS posts (
        id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, slug TEXT NOT NULL,
        excerpt TEXT, content TEXT, image_path TEXT,
        category_id INTEGER REFERENCES categories(id), created_at TEXT, posted_at TEXT)');
    $db->exec('CREATE TABLE IF NOT EXISTS popular (post_id INTEGER NOT NULL, position INTEGER NOT NULL)');
    $db->exec('CREATE TABLE IF NOT EXISTS banners (type TEXT PRIMARY KEY, image_path TEXT)');
    // One writer at a time (php-fpm runs requests in parallel): the first seeds, the rest see it.
    $db->exec('BEGIN IMMEDIATE');
    if ((int) $db->query('SELECT COUNT(*) FROM categories')->fetchColumn() > 0) {
        $db->exec('COMMIT');
        return;
    }

    $categories = ['Casino', 'Crypto', 'Blog', 'Football', 'Poker', 'Rummy', 'Cricket'];
    $insertCategory = $db->prepare('INSERT INTO categories (name, slug) VALUES (?, ?)');
    foreach ($categories as $name) $insertCategory->execute([$name, strtolower($name)]);

    if (!is_dir($uploads . '/images')) mkdir($uploads . '/images', 0775, true);
    $colours = [[190, 40, 60], [240, 160, 30], [40, 120, 200], [30, 140, 80], [90, 60, 160], [200, 90, 40], [20, 110, 120]];
    $posts = [
        ['Roulette Odds Explained', 'casino', '<h2>The wheel</h2><p>Thirty-seven pockets on a European wheel give the house its edge of 2.7%.</p>'],
        ['Bitcoin After the Halving', 'crypto', '<p>Supply shocks move slowly; the market moves fast. What the last three halvings tell us.</p>'],
        ['What We Are Building', 'blog', '<p>Faster pages, cleaner cards and a search that finds what you mean.</p><ul><li>Pages</li><li>Search</li></ul>'],
        ['Derby Day Preview', 'football', '<p>Form, injuries and the numbers behind the weekend derby.</p><table><tr><th>Team</th><th>Form</th></tr><tr><td>Home</td><td>WWDLW</td></tr></table><div data-bp-prediction="{&quot;id&quot;:&quot;phpderby0001&quot;,&quot;sport&quot;:&quot;Football&quot;,&quot;competition&quot;:&quot;Premier Division&quot;,&quot;home&quot;:&quot;Northbridge FC&quot;,&quot;away&quot;:&quot;Harlow Athletic&quot;,&quot;event&quot;:&quot;&quot;,&quot;kickoff&quot;:&quot;2026-05-02T15:00:00Z&quot;,&quot;market&quot;:&quot;1x2&quot;,&quot;line&quot;:null,&quot;marketLabel&quot;:&quot;&quot;,&quot;pick&quot;:&quot;Northbridge FC&quot;,&quot;odds&quot;:1.91,&quot;stake&quot;:2,&quot;confidence&quot;:null,&quot;bookmakerUrl&quot;:&quot;&quot;,&quot;reason&quot;:&quot;Unbeaten at home since March.&quot;,&quot;venue&quot;:&quot;&quot;,&quot;grid&quot;:null,&quot;result&quot;:&quot;won&quot;,&quot;score&quot;:&quot;&quot;}"><p>Prediction: Northbridge FC (Match result (1X2)) at 1.91, 2 units. Northbridge FC vs Harlow Athletic, 2026-05-02 15:00 UTC.</p></div>'],
        ['Pot Odds for Beginners', 'poker', '<p>Say the pot is 100 and the bet is 20: you need to win one time in six.</p>'],
        ['Rummy Basics', 'rummy', '<p>Sets, runs and the discard pile: the three ideas that win most hands.</p>'],
        ['Test Match Pitch Report', 'cricket', '<p>Green on day one, cracks by day four: reading the surface.</p>'],
        ['Blackjack Basic Strategy', 'casino', '<p>Stand on hard 17, split aces and eights, never take insurance.</p>'],
    ];
    $insertPost = $db->prepare('INSERT INTO posts (title, slug, excerpt, content, image_path,
        category_id, created_at, posted_at)
        VALUES (?, ?, ?, ?, ?, (SELECT id FROM categories WHERE slug = ?), ?, ?)');
    foreach ($posts as $i => [$title, $category, $content]) {
        $slug = trim(preg_replace('/[^a-z0-9]+/', '-', strtolower($title)), '-');
        $image = "images/$slug.png";
        file_put_contents("$uploads/$image", solid_png(64, 40, $colours[$i % count($colours)]));
        $at = gmdate('Y-m-d H:i:s', strtotime('2026-03-01 09:00:00') + $i * 86400);
        $insertPost->execute([$title, $slug, '', $content, $image, $category, $at, $at]);
    }

    $extra = getenv('PHP_BACKEND_EXTRA_POSTS');
    if (is_string($extra) && $extra !== '' && is_file($extra)) {
        $items = json_decode((string) file_get_contents($extra), true);
        $at = gmdate('Y-m-d H:i:s', strtotime('2026-04-01 09:00:00'));
        foreach (is_array($items) ? $items : [] as $item) {
            // Raw, exactly as given: this backend sanitises nothing.
            $insertPost->execute([(string) $item['title'], (string) $item['slug'],
                (string) ($item['excerpt'] ?? ''), (string) $item['content'], null,
                (string) $item['category_slug'], $at, $at]);
        }
    }

    $db->exec('INSERT INTO popular (post_id, position) SELECT id, id - 1 FROM posts WHERE id <= 4');
    file_put_contents("$uploads/images/home-banner.png", solid_png(600, 120, [30, 60, 110]));
    $db->exec("INSERT INTO banners (type, image_path) VALUES ('home', 'images/home-banner.png')");
    $db->exec('COMMIT');
}
