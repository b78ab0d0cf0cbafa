/** What the campaign screens say, written once. */
import type { CampaignStatus } from '../../../contract/campaignCalls';

export const CAMPAIGN_MESSAGES = {
  title: 'Advertisement Banner',
  description:
    'Campaigns per slot: readers see one live campaign, drawn by weight. With none live, the "Promote your brand here" panel shows.',
  add: 'Add campaign',
  loading: 'Loading campaigns...',
  loadFailed: 'The campaigns could not be loaded.',
  empty: 'No campaigns in this slot.',
  deleteConfirm: (advertiser: string) =>
    `Delete the campaign of ${advertiser}, with its figures and report links?`,
  deleted: 'Campaign deleted',
  deleteFailed: 'Delete failed',
  saved: 'Campaign saved',
  created: 'Campaign created',
  saveFailed: 'The campaign could not be saved.',
  notFound: 'There is no such campaign.',
  house: 'House banner',
  anyDay: 'Any day',
  openEnded: 'open',
} as const;

export const SLOT_LABELS = { home: 'Home', post: 'Post' } as const;

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
};

export const FORM_MESSAGES = {
  addTitle: 'Add campaign',
  editTitle: 'Edit campaign',
  advertiser: 'Advertiser',
  advertiserRequired: 'Please enter the advertiser',
  slot: 'Slot',
  desktop: 'Desktop image (5:1)',
  desktopHint: 'Recommended 1200 × 240 px; PNG, JPEG, WebP, GIF or AVIF.',
  desktopRequired: 'Please choose the desktop image',
  phone: 'Phone image (optional)',
  phoneHint: 'Shown on phones instead of the desktop one; for example 600 × 500 px.',
  removePhone: 'Remove the phone image',
  link: 'Link (optional)',
  linkHint: 'Where a click leads: an address starting with https:// or http://.',
  start: 'First day (optional)',
  end: 'Last day (optional)',
  datesHint: 'Days in the site’s time zone, both included; empty for open-ended.',
  endBeforeStart: 'The last day must be on or after the first day',
  weight: 'Rotation weight',
  weightHint: 'From 1 to 100: a campaign of weight 2 is shown twice as often as one of 1.',
  weightInvalid: 'Enter a whole number from 1 to 100',
  categories: 'Shown on posts of (optional)',
  categoriesHint: 'None chosen: shown everywhere.',
  previewHeading: 'How readers will see it',
  currentDesktop: 'Current desktop image',
  currentPhone: 'Current phone image',
} as const;

export const REPORT_MESSAGES = {
  title: (advertiser: string) => `Report: ${advertiser}`,
  sharedTitle: 'Campaign report',
  loading: 'Loading the report...',
  loadFailed: 'The report could not be loaded.',
  sharedMissing: 'This report link is not valid: it may have expired or been revoked.',
  caption: 'Figures by day',
  download: 'Download CSV',
  share: 'Share link',
  sharing: 'Making a link…',
  print: 'Print',
  shareTitle: 'Report link',
  shareLabel: 'Report link',
  shareNote: (expires: string) =>
    `Anyone with this link can read this report, without an account, until ${expires}. Copy it now: it is not shown again.`,
  shareFailed: 'The report link could not be made.',
  run: (from: string | null, to: string | null) =>
    from && to ? `${from} to ${to}` : 'No days yet',
  noDays: 'No figures yet.',
  total: 'Total',
  ctrNote:
    'Viewable: at least half of the banner on screen for one continuous second. CTR: clicks per served impression.',
} as const;
