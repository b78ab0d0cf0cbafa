/**
 * WordPress exports (WXR 1.2) built by the tests: a small site covering what the import maps
 * (hierarchical categories, tags, two authors, a published post with shortcodes, a present and a
 * missing image and a featured image, a scheduled post, a draft, a trashed post and a page), and
 * a generator of many posts for the bench.
 */

export const OLD_SITE = 'https://old.example.com';

export interface WxrItem {
  id: number;
  title: string;
  slug: string;
  status: string;
  type?: string;
  /** UTC "Y-m-d H:i:s", or 0000-00-00 00:00:00. */
  date: string;
  creator?: string;
  content: string;
  excerpt?: string;
  categories?: { slug: string; name: string }[];
  tags?: string[];
  link?: string;
  thumbnailId?: number;
  parentId?: number;
  attachmentUrl?: string;
}

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export function wxrItem(item: WxrItem): string {
  const categories = (item.categories ?? [])
    .map((c) => `<category domain="category" nicename="${c.slug}">${cdata(c.name)}</category>`)
    .join('');
  const tags = (item.tags ?? [])
    .map((t) => `<category domain="post_tag" nicename="${t.toLowerCase()}">${cdata(t)}</category>`)
    .join('');
  const meta = item.thumbnailId
    ? `<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${item.thumbnailId}</wp:meta_value></wp:postmeta>`
    : '';
  return `
  <item>
    <title>${cdata(item.title)}</title>
    <link>${item.link ?? `${OLD_SITE}/?p=${item.id}`}</link>
    <pubDate>Fri, 10 May 2024 10:00:00 +0000</pubDate>
    <dc:creator>${cdata(item.creator ?? 'alice')}</dc:creator>
    <guid isPermaLink="false">${OLD_SITE}/?p=${item.id}</guid>
    <description></description>
    <content:encoded>${cdata(item.content)}</content:encoded>
    <excerpt:encoded>${cdata(item.excerpt ?? '')}</excerpt:encoded>
    <wp:post_id>${item.id}</wp:post_id>
    <wp:post_date>${cdata(item.date)}</wp:post_date>
    <wp:post_date_gmt>${cdata(item.date)}</wp:post_date_gmt>
    <wp:post_modified_gmt>${cdata(item.date)}</wp:post_modified_gmt>
    <wp:post_name>${cdata(item.slug)}</wp:post_name>
    <wp:status>${cdata(item.status)}</wp:status>
    <wp:post_parent>${item.parentId ?? 0}</wp:post_parent>
    <wp:post_type>${cdata(item.type ?? 'post')}</wp:post_type>
    ${item.attachmentUrl ? `<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>` : ''}
    ${categories}${tags}${meta}
  </item>`;
}

/** A whole export around `items` (strings from wxrItem), with the small site's head. */
export function wxrDocument(items: string[], head = SITE_HEAD): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old Tips</title>
  <link>${OLD_SITE}</link>
  <language>en-US</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${OLD_SITE}</wp:base_site_url>
  <wp:base_blog_url>${OLD_SITE}</wp:base_blog_url>
  ${head}
  ${items.join('\n')}
</channel>
</rss>
`;
}

export const SITE_HEAD = `
  <wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('alice')}</wp:author_login><wp:author_email>${cdata('alice@old.example.com')}</wp:author_email><wp:author_display_name>${cdata('Alice Writer')}</wp:author_display_name></wp:author>
  <wp:author><wp:author_id>2</wp:author_id><wp:author_login>${cdata('bob')}</wp:author_login><wp:author_email>${cdata('bob@old.example.com')}</wp:author_email><wp:author_display_name>${cdata('Bob Tipster')}</wp:author_display_name></wp:author>
  <wp:category><wp:term_id>2</wp:term_id><wp:category_nicename>${cdata('sports')}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata('Sports')}</wp:cat_name></wp:category>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>${cdata('soccer')}</wp:category_nicename><wp:category_parent>${cdata('sports')}</wp:category_parent><wp:cat_name>${cdata('Soccer')}</wp:cat_name><wp:category_description>${cdata('The beautiful game.')}</wp:category_description></wp:category>
  <wp:category><wp:term_id>4</wp:term_id><wp:category_nicename>${cdata('poker')}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata('Poker')}</wp:cat_name></wp:category>
  <wp:tag><wp:term_id>5</wp:term_id><wp:tag_slug>${cdata('odds')}</wp:tag_slug><wp:tag_name>${cdata('Odds')}</wp:tag_name></wp:tag>`;

const upload = (file: string) => `${OLD_SITE}/wp-content/uploads/${file}`;

/** The small site's items. */
export const SITE_ITEMS: WxrItem[] = [
  {
    id: 10,
    title: 'derby',
    slug: 'derby',
    status: 'inherit',
    type: 'attachment',
    date: '2024-05-10 09:00:00',
    content: '',
    parentId: 101,
    attachmentUrl: upload('2024/05/derby.png'),
  },
  {
    id: 11,
    title: 'crowd',
    slug: 'crowd',
    status: 'inherit',
    type: 'attachment',
    date: '2024-05-10 09:00:00',
    content: '',
    parentId: 101,
    attachmentUrl: upload('2024/05/crowd.jpg'),
  },
  {
    id: 101,
    title: 'Derby day &amp; the odds',
    slug: 'derby-day',
    status: 'publish',
    date: '2024-05-10 10:00:00',
    creator: 'alice',
    link: `${OLD_SITE}/2024/05/10/derby-day/`,
    excerpt: 'Who wins the <b>derby</b>?',
    categories: [{ slug: 'soccer', name: 'Soccer' }],
    tags: ['Odds', 'Tips'],
    thumbnailId: 10,
    content: [
      'The derby is back.',
      '',
      `[caption id="attachment_10" align="alignnone" width="300"]<img src="${upload('2024/05/derby-300x200.png')}" alt="The ground" width="300" height="200" /> The ground on derby day[/caption]`,
      '',
      `<img src="${upload('2024/05/crowd.jpg')}" alt="Crowd" />`,
      '',
      '[gallery ids="10,11"]',
      '',
      '[embed]https://www.youtube.com/watch?v=abc123[/embed]',
      '',
      '[tipbox style="green"]Back the home side[/tipbox] and [sic] stays.',
      '',
      '<script>alert(1)</script><p onclick="x()">Done.</p>',
    ].join('\n'),
  },
  {
    id: 102,
    title: 'Final table preview',
    slug: 'final-table-preview',
    status: 'future',
    date: '2099-01-01 12:00:00',
    creator: 'bob',
    categories: [{ slug: 'poker', name: 'Poker' }],
    content: '<p>Coming soon.</p>',
  },
  {
    id: 103,
    title: 'Draft idea',
    slug: '',
    status: 'draft',
    date: '0000-00-00 00:00:00',
    creator: 'bob',
    categories: [{ slug: 'poker', name: 'Poker' }],
    content: 'Half a thought.',
  },
  {
    id: 104,
    title: 'Old rubbish',
    slug: 'old-rubbish',
    status: 'trash',
    date: '2023-01-01 10:00:00',
    content: 'Gone.',
  },
  {
    id: 200,
    title: 'About us',
    slug: 'about',
    status: 'publish',
    type: 'page',
    date: '2023-01-01 10:00:00',
    content: 'We tip.',
  },
];

export const siteWxr = (items = SITE_ITEMS) => wxrDocument(items.map(wxrItem));

/** `count` published posts in two categories, for the bench. */
export function* manyPosts(count: number): Generator<string> {
  const words = 'the derby odds favourite bet stake value market goal line tip'.split(' ');
  for (let i = 1; i <= count; i++) {
    const text = Array.from({ length: 400 }, (_, w) => words[(i + w) % words.length]).join(' ');
    const day = String((i % 28) + 1).padStart(2, '0');
    yield wxrItem({
      id: 1000 + i,
      title: `Match preview number ${i}`,
      slug: `match-preview-${i}`,
      status: 'publish',
      date: `2023-03-${day} 10:00:00`,
      creator: i % 2 ? 'alice' : 'bob',
      categories: [i % 2 ? { slug: 'soccer', name: 'Soccer' } : { slug: 'poker', name: 'Poker' }],
      tags: ['Odds'],
      content: `${text}.\n\n[caption]<img src="${upload('2023/03/none.jpg')}" /> Caption[/caption]\n\nMore ${text}.`,
    });
  }
}
