/** What the Promotion page offers: offerings, plans, steps and FAQs (texts as the spec gives them). */

export const QUOTE_TYPES = [
  'Blog Posting',
  'Display Ads',
  'Custom Ads',
  'Sponsored Content',
  'Social Boost',
  'Newsletter Shoutout',
  'Video Placement',
] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];

export const QUOTE_GOALS = ['Traffic', 'Leads', 'Sales', 'Awareness'] as const;
export type QuoteGoal = (typeof QUOTE_GOALS)[number];

export type Offering = { name: string; description: string; detail?: string; icon: IconName };
export type IconName = 'pen' | 'layout' | 'sparkles' | 'badge' | 'share' | 'mail';

export const OFFERINGS: Offering[] = [
  {
    name: 'Blog Posting',
    description:
      'A dedicated article about your brand or offer, written to our editorial standards and published in the category your audience reads.',
    detail: '1200–2000 words, 1 revision',
    icon: 'pen',
  },
  {
    name: 'Display Ads',
    description:
      'Banner slots at the top of the home page and above every post, seen by each reader who opens the site.',
    icon: 'layout',
  },
  {
    name: 'Custom Ads',
    description:
      'Formats built around your campaign: category takeovers, branded odds boxes or a creative we design with you.',
    icon: 'sparkles',
  },
  {
    name: 'Sponsored Content',
    description:
      'Previews, guides and features carrying your brand, clearly labelled as sponsored so readers trust what they read.',
    icon: 'badge',
  },
  {
    name: 'Social Boost',
    description:
      'Your post or offer shared on our social channels, reaching followers who may not visit the site that day.',
    icon: 'share',
  },
  {
    name: 'Newsletter Shoutout',
    description:
      'A featured mention in our newsletter, in front of readers who asked to hear from us.',
    icon: 'mail',
  },
];

export type Plan = {
  name: 'Starter' | 'Growth' | 'Custom';
  /** Price in INR; null means "On Request". */
  price: number | null;
  summary: string;
  features: string[];
  bestValue?: boolean;
};

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    price: 7500,
    summary: 'One blog post or one display slot for 7 days.',
    features: [
      'One blog post (1200–2000 words, 1 revision) or one display slot',
      'Live for 7 days',
      'Placement report when it ends',
    ],
  },
  {
    name: 'Growth',
    price: 18000,
    summary: '2 blog posts and 2 display slots for 14 days.',
    features: [
      '2 blog posts (1200–2000 words, 1 revision each)',
      '2 display slots',
      'Live for 14 days',
      'Mid-campaign check-in and final report',
    ],
    bestValue: true,
  },
  {
    name: 'Custom',
    price: null,
    summary: 'A package shaped around your goals, budget and dates.',
    features: [
      'Any mix of posts, placements, social and newsletter',
      'Custom ad formats and video placement',
      'A dedicated contact from brief to report',
    ],
  },
];

export const STEPS: { title: string; text: string }[] = [
  {
    title: 'Tell us your goal',
    text: 'Pick a plan or fill in the quote form: what you promote, your budget and when it should run.',
  },
  {
    title: 'Get a tailored proposal',
    text: 'We reply with the placements, dates and price that fit, and answer any questions you have.',
  },
  {
    title: 'Approve the content',
    text: 'Send your creative or review the article we write with you, then confirm the schedule.',
  },
  {
    title: 'Go live and measure',
    text: 'Your campaign goes live on the agreed date and you receive a report when it ends.',
  },
];

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'How soon can a display placement go live?',
    answer:
      'Display placements usually go live within 2–4 business days of receiving your final creative and payment.',
  },
  {
    question: 'How long does a sponsored post take?',
    answer:
      'Sponsored posts take 3–5 days: we draft the article, you review it, we apply your revision and publish it on the agreed date.',
  },
  {
    question: 'What content do you accept?',
    answer:
      'Content must be legal where it is shown, accurate, and meant for adults aged 18 or over. Gambling offers carry a responsible gambling message. We do not publish promises of guaranteed winnings or anything aimed at minors.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Prices are in Indian rupees (INR). Once you approve the proposal we send an invoice, payable by bank transfer or UPI before the campaign starts.',
  },
];
