/**
 * The cards of the Categories page: one per category of the categories call. The seven the spec
 * names (Casino, Crypto, Blog, Football, Poker, Rummy, Cricket) have rich cards built in here
 * (topics, benefits, a tease, their band and icon); any other category gets a plainer card. A
 * category's own description and topics, when the backend has them, replace the built-in ones.
 */
import type { Category } from '../../contract/schemas';
import { excerptWords } from '../../contract/text';

export type CategoryCardData = {
  slug: string;
  name: string;
  description: string;
  topics: string[];
  benefits: string[];
  /** Shown after a long hover or focus: a wink, not information. */
  tease: string;
  /** Tailwind classes of the card's top band. */
  band: string;
  icon: CategoryIconName;
};

export type CategoryIconName =
  'casino' | 'crypto' | 'blog' | 'football' | 'poker' | 'rummy' | 'cricket' | 'other';

/** Words of a description shown on a card (spec: category card excerpt 40 words). */
export const CARD_DESCRIPTION_WORDS = 40;

export const CATEGORY_CARDS: CategoryCardData[] = [
  {
    slug: 'casino',
    name: 'Casino',
    description:
      'Table games and slots explained: how they work, what the house edge really is, and which bonuses are worth it.',
    topics: ['Roulette', 'Blackjack', 'Slots', 'Live dealer', 'Bonuses'],
    benefits: [
      'Know the house edge before you play',
      'Bonus terms in plain language',
      'Bankroll habits that keep it fun',
    ],
    tease: 'Ten seconds staring at the reels? Read the odds before you spin.',
    band: 'from-rose-600 to-amber-500',
    icon: 'casino',
  },
  {
    slug: 'crypto',
    name: 'Crypto',
    description:
      'Market moves, token news and the basics of wallets and security, written without the hype.',
    topics: ['Bitcoin', 'Altcoins', 'Wallets', 'DeFi', 'Regulation'],
    benefits: [
      'Weekly market outlooks',
      'Security checklists for your wallet',
      'Jargon explained in everyday words',
    ],
    tease: 'HODLing this card? The posts are worth more than a glance.',
    band: 'from-amber-500 to-yellow-400',
    icon: 'crypto',
  },
  {
    slug: 'blog',
    name: 'Blog',
    description:
      'Features, opinion and behind-the-scenes stories from our writers, for when you have time for a longer read.',
    topics: ['Features', 'Opinion', 'Interviews', 'Guides'],
    benefits: [
      'Long reads for the weekend',
      'Perspectives beyond the scoreline',
      'Practical guides from our team',
    ],
    tease: 'Still reading the card? Wait until you see the posts.',
    band: 'from-sky-600 to-indigo-500',
    icon: 'blog',
  },
  {
    slug: 'football',
    name: 'Football',
    description:
      'Match previews, predictions and team news from the top leagues, with the odds behind every pick.',
    topics: ['Previews', 'Predictions', 'Transfers', 'Leagues', 'Stats'],
    benefits: [
      'Previews before every big fixture',
      'Form and stats in one place',
      'Odds explained, not just listed',
    ],
    tease: 'We are into extra time! Click through before the final whistle.',
    band: 'from-brand-700 to-brand-400',
    icon: 'football',
  },
  {
    slug: 'poker',
    name: 'Poker',
    description:
      'Strategy from the first hand to the final table, for cash games and tournaments alike.',
    topics: ["Hold'em", 'Omaha', 'Tournaments', 'Strategy', 'Bankroll'],
    benefits: [
      'Hand breakdowns you can use tonight',
      'Tournament and cash game tips',
      'The maths, made simple',
    ],
    tease: 'Nice poker face. We can still tell you want to click.',
    band: 'from-slate-800 to-slate-500',
    icon: 'poker',
  },
  {
    slug: 'rummy',
    name: 'Rummy',
    description:
      "Rules, variants and winning habits for one of India's favourite card games, online and at the table.",
    topics: ['Points Rummy', 'Pool Rummy', 'Deals Rummy', 'Rules', 'Tips'],
    benefits: [
      'Every variant explained step by step',
      'Common mistakes and how to avoid them',
      'Practice drills for sharper melds',
    ],
    tease: 'Still sorting your hand? The guides are one click away.',
    band: 'from-fuchsia-600 to-pink-500',
    icon: 'rummy',
  },
  {
    slug: 'cricket',
    name: 'Cricket',
    description:
      'Series previews, pitch reports, fantasy picks and match predictions across Tests, ODIs and T20s.',
    topics: ['IPL', 'Test', 'ODI', 'T20', 'Fantasy'],
    benefits: [
      'Pitch and weather notes before the toss',
      'Fantasy XI ideas for every match',
      'Predictions with the reasoning shown',
    ],
    tease: 'That is a long innings on one card! Step up and explore.',
    band: 'from-emerald-600 to-teal-400',
    icon: 'cricket',
  },
];

const PRESETS = new Map(CATEGORY_CARDS.map((card) => [card.slug, card]));

/** The card of a category the spec does not name: its own description and topics only. */
function plainCard(category: Category, brand: string): CategoryCardData {
  return {
    slug: category.slug,
    name: category.name,
    description: `The latest ${category.name} posts on ${brand}.`,
    topics: [],
    benefits: [],
    tease: `Still here? The ${category.name} posts are one click away.`,
    band: 'from-slate-700 to-brand-600',
    icon: 'other',
  };
}

/**
 * One card per category, in the order of the categories call. Without a list (still loading, the
 * call failed, or it answered none) the seven built-in cards stand in, as the spec lists them.
 */
export function categoryCards(
  categories: readonly Category[] | undefined,
  brand: string,
): CategoryCardData[] {
  if (!categories?.length) return CATEGORY_CARDS;
  return categories.map((category) => {
    const card = PRESETS.get(category.slug) ?? plainCard(category, brand);
    const description = excerptWords(category.description, CARD_DESCRIPTION_WORDS);
    return {
      ...card,
      name: category.name || card.name,
      ...(description && { description }),
      ...(category.topics?.length && { topics: category.topics }),
    };
  });
}

/** "Seven", "Eight"…: the number of cards as the page's lead says it (digits past twelve). */
export function countWord(count: number): string {
  const words = [
    'No',
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
    'Six',
    'Seven',
    'Eight',
    'Nine',
    'Ten',
    'Eleven',
    'Twelve',
  ];
  return words[count] ?? String(count);
}

/** The lead under the page's heading (and its head's description), counting the cards. */
export function categoriesLead(count: number, brand: string): string {
  return `${countWord(count)} ${count === 1 ? 'corner' : 'corners'} of ${brand}, each with its own writers, guides and predictions.`;
}
