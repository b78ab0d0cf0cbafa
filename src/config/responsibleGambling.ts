/**
 * The responsible-gambling defaults (build time, like env.ts, whose reader they use): the help
 * links and the two notes, shown wherever the backend keeps no text of the admin's
 * (features/responsible/useResponsibleTexts.ts). A module of its own, so that only the views that
 * show them (the footer, a post's box, the admin's form) carry them, not every reader's first
 * download. `RESPONSIBLE_GAMBLING_URL`, the server's name for the help link, reaches the build as
 * `VITE_RESPONSIBLE_GAMBLING_URL` (vite.config.ts).
 */
import { text } from './env';

export interface HelpLink {
  label: string;
  href: string;
}

export interface ResponsibleTexts {
  /** Where a reader finds help and advice: the first link of the footer strip and the box. */
  help: HelpLink;
  /** A helpline to talk to someone: the second link. */
  helpline: HelpLink;
  /** The footer strip's line under "Gamble responsibly". */
  stripNote: string;
  /** The note of the box that closes a post in a betting category. */
  boxNote: string;
}

/** An http(s) address, else the default: a link must never run script. */
const link = (name: string, fallback: string) => {
  const value = text(name, fallback);
  return /^https?:\/\//i.test(value) ? value : fallback;
};

export const responsibleGambling: ResponsibleTexts = {
  help: {
    label: text('VITE_RESPONSIBLE_GAMBLING_LABEL', 'BeGambleAware'),
    href: link('VITE_RESPONSIBLE_GAMBLING_URL', 'https://www.begambleaware.org/'),
  },
  helpline: {
    label: text('VITE_GAMBLING_HELPLINE_LABEL', 'National Gambling Helpline'),
    href: link('VITE_GAMBLING_HELPLINE_URL', 'https://www.gamcare.org.uk/'),
  },
  stripNote: text(
    'VITE_RESPONSIBLE_GAMBLING_STRIP',
    'For adults aged 18 and over. Only stake what you can afford to lose.',
  ),
  boxNote: text(
    'VITE_RESPONSIBLE_GAMBLING_NOTE',
    'Our predictions are opinions, not promises: odds change and any bet can lose. Only stake what you can afford to lose, never chase losses, and take a break if it stops being fun.',
  ),
};
