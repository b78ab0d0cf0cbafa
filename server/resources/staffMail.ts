/**
 * The mails of the staff calls: an invitation's link and a password reset's, sent through
 * deps.mailer when the site has one (SMTP_URL). A mail that cannot be sent changes nothing else:
 * the link stands and the admin copies it. The log line of a failure never carries the link.
 */
import type { Context } from 'hono';

import { ROLE_LABELS, type Role } from '../../src/contract/roles';
import { INVITATION_DAYS, RESET_HOURS, type MailOutcome } from '../../src/contract/staffCalls';
import { invitationPath, passwordResetPath } from '../../src/contract/paths';
import { ownOrigin } from '../http/request';
import type { Mail } from '../mail/mailer';
import type { Deps } from '../types';

async function send(deps: Deps, mail: Mail, what: string): Promise<MailOutcome> {
  if (!deps.mailer || !mail.to) return 'off';
  try {
    await deps.mailer.send(mail);
    return 'sent';
  } catch (error) {
    deps.log.error({
      msg: `${what} mail not sent`,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
}

export function mailInvitation(
  c: Context,
  deps: Deps,
  invitation: { token: string; name: string; email: string; role: Role; invitedBy: string },
): Promise<MailOutcome> {
  const brand = deps.settings.brandName;
  const url = ownOrigin(c, deps.settings) + invitationPath(invitation.token);
  return send(
    deps,
    {
      to: invitation.email,
      subject: `You are invited to join ${brand}`,
      text: [
        `Hello ${invitation.name},`,
        '',
        `${invitation.invitedBy} invites you to join ${brand} as ${ROLE_LABELS[invitation.role]}.`,
        `Open this link to choose your password (it works once, for ${INVITATION_DAYS} days):`,
        '',
        url,
        '',
        `You will sign in with ${invitation.email}. If you did not expect this mail, ignore it.`,
      ].join('\n'),
    },
    'invitation',
  );
}

export function mailPasswordReset(
  c: Context,
  deps: Deps,
  reset: { token: string; name: string; email: string },
): Promise<MailOutcome> {
  const brand = deps.settings.brandName;
  const url = ownOrigin(c, deps.settings) + passwordResetPath(reset.token);
  return send(
    deps,
    {
      to: reset.email,
      subject: `Choose a new password for ${brand}`,
      text: [
        `Hello ${reset.name},`,
        '',
        `The site's owner has reset your password for ${brand}, and you were signed out.`,
        `Open this link to choose a new one (it works once, for ${RESET_HOURS} hours):`,
        '',
        url,
      ].join('\n'),
    },
    'password reset',
  );
}
