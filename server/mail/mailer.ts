/**
 * Mail (an addition): invitation and password-reset links also go out by mail when SMTP_URL is
 * set. Handlers see only `Mailer` (deps.mailer), so tests hand in a fake or one of nodemailer's
 * own test transports. A message carries a one-time link: nothing here logs its text.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings } from '../settings';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the mail server has taken the message; rejects when it could not. */
  send(mail: Mail): Promise<void>;
}

/** How long a mail server may keep an admin's click waiting before the link is copied instead. */
const SMTP_TIMEOUT_MS = 10_000;

/** A mailer over a nodemailer transport, sending from `from`. */
export function transportMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** The site's mailer: SMTP_URL's server, or none (null) without it. */
export function smtpMailer(settings: Pick<Settings, 'smtpUrl' | 'mailFrom'>): Mailer | null {
  if (!settings.smtpUrl) return null;
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return transportMailer(transport, settings.mailFrom);
}
