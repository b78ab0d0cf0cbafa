/** The seven cards of the Categories page. */
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
  'casino' | 'crypto' | 'blog' | 'football' | 'poker' | 'rummy' | 'cricket';

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
