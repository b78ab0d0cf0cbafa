/**
 * The responsible-gambling settings (build time, like env.ts, whose reader they use): the help
 * links. A module of its own, so that only the views that show them (the footer, a post's box)
 * carry them, not every reader's first download. The box's note is its own (BettingDisclaimer).
 * `RESPONSIBLE_GAMBLING_URL`, the server's name for the help link, reaches the build as
 * `VITE_RESPONSIBLE_GAMBLING_URL` (vite.config.ts).
 */
import { text } from './env';

export interface HelpLink {
  label: string;
  href: string;
}

/** An http(s) address, else the default: a link must never run script. */
const link = (name: string, fallback: string) => {
  const value = text(name, fallback);
  return /^https?:\/\//i.test(value) ? value : fallback;
};

export const responsibleGambling = {
  /** Where a reader finds help and advice: the first link of the footer strip and the box. */
  help: {
    label: text('VITE_RESPONSIBLE_GAMBLING_LABEL', 'BeGambleAware'),
    href: link('VITE_RESPONSIBLE_GAMBLING_URL', 'https://www.begambleaware.org/'),
  },
  /** A helpline to talk to someone: the second link. */
  helpline: {
    label: text('VITE_GAMBLING_HELPLINE_LABEL', 'National Gambling Helpline'),
    href: link('VITE_GAMBLING_HELPLINE_URL', 'https://www.gamcare.org.uk/'),
  },
} as const satisfies { help: HelpLink; helpline: HelpLink };
