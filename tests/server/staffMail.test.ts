/**
 * Invitation and reset links by mail (SMTP_URL): mailed with the link when the site has a mailer,
 * still answered (shown once) either way; a mail that fails is no 500 and the link stands. The
 * token never reaches the log.
 */
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { smtpMailer, transportMailer, type Mail, type Mailer } from '../../server/mail/mailer';
import { readSettings, SettingsError } from '../../server/settings';
import { makeTestApp, type TestApp } from './helpers';
import { addStaff } from './staff';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A mailer that keeps what it was given (or fails, like a mail server that is down). */
function fakeMailer(fail = false): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send(mail) {
      if (fail) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587'));
      sent.push(mail);
      return Promise.resolve();
    },
  };
}

const invite = async (app: TestApp) => {
  const res = await app.admin('POST', 'staff-invite', {
    json: { name: 'Asha Rao', email: 'asha@example.com', role: 'author' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('invitations by mail', () => {
  it('with a mailer, mails the link to the invitee and still answers it once', async () => {
    const mailer = fakeMailer();
    t = await makeTestApp({}, { freshAuth: true, mailer });
    const { status, body } = await invite(t);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Invitation mailed to asha@example.com', mail: 'sent' });
    const token = body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail!.to).toBe('asha@example.com');
    expect(mail!.subject).toBe('You are invited to join BetPulse');
    expect(mail!.text).toContain(`http://localhost/admin/join#${token}`);
    expect(mail!.text).toContain('admin invites you to join BetPulse as Author.');
  });

  it('a mail that cannot be sent is no 500: the invitation stands, the answer says so, the link is there to copy, and the log never has the token', async () => {
    t = await makeTestApp({}, { freshAuth: true, mailer: fakeMailer(true) });
    const { status, body } = await invite(t);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message:
        'Invitation created for asha@example.com, but the mail could not be sent: copy the link and send it yourself.',
      mail: 'failed',
    });
    const token = body.token as string;
    expect((await t.request('GET', 'invitation', { params: { token } })).status).toBe(200);
    const log = JSON.stringify(t.deps.log.lines);
    expect(log).toContain('invitation mail not sent');
    expect(log).not.toContain(token);
  });

  it('without a mailer (no SMTP_URL), the admin copies the link as before', async () => {
    t = await makeTestApp({}, { freshAuth: true });
    expect(t.deps.mailer ?? null).toBeNull();
    const { body } = await invite(t);
    expect(body).toMatchObject({ message: 'Invitation created for asha@example.com', mail: 'off' });
  });
});

it('a password reset mails its link to the member', async () => {
  const mailer = fakeMailer();
  t = await makeTestApp({}, { freshAuth: true, mailer });
  const member = await addStaff(t, 'author', 'asha');
  await t.deps.db.query("UPDATE admin_users SET email = 'asha@example.com' WHERE id = $1", [
    member.id,
  ]);
  const res = await t.admin('POST', 'staff-password-reset', { json: { id: member.id } });
  const body = (await res.json()) as { token: string; message: string; mail: string };
  expect(body).toMatchObject({
    message: 'Reset link mailed to asha@example.com. asha is signed out everywhere.',
    mail: 'sent',
  });
  expect(mailer.sent).toEqual([
    expect.objectContaining({
      to: 'asha@example.com',
      subject: 'Choose a new password for BetPulse',
      text: expect.stringContaining(`http://localhost/admin/reset#${body.token}`),
    }),
  ]);
});

it("nodemailer's own JSON transport gets the message: from, to, subject and the link in the text", async () => {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sendMail = vi.spyOn(transport, 'sendMail');
  t = await makeTestApp(
    {},
    { freshAuth: true, mailer: transportMailer(transport, '"BetPulse" <no-reply@mail.test>') },
  );
  const { body } = await invite(t);
  expect(body.mail).toBe('sent');
  const info = (await sendMail.mock.results[0]!.value) as { message: string };
  const message = JSON.parse(info.message) as {
    from: { address: string };
    to: { address: string }[];
    subject: string;
    text: string;
  };
  expect(message.from.address).toBe('no-reply@mail.test');
  expect(message.to.map((to) => to.address)).toEqual(['asha@example.com']);
  expect(message.subject).toBe('You are invited to join BetPulse');
  expect(message.text).toContain(`http://localhost/admin/join#${body.token as string}`);
});

describe('the SMTP_URL and MAIL_FROM settings', () => {
  it('no SMTP_URL: no mailer', () => {
    const settings = readSettings({});
    expect(settings.smtpUrl).toBe('');
    expect(smtpMailer(settings)).toBeNull();
  });

  it('an SMTP_URL makes a mailer, sending as the site from the SMTP host unless MAIL_FROM says', () => {
    const settings = readSettings({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' });
    expect(settings.mailFrom).toBe('"BetPulse" <no-reply@mail.example.com>');
    expect(smtpMailer(settings)).not.toBeNull();
    expect(
      readSettings({ SMTP_URL: 'smtps://mail.example.com', MAIL_FROM: 'News <news@example.com>' })
        .mailFrom,
    ).toBe('News <news@example.com>');
  });

  it('a SMTP_URL that is not an smtp address stops the start with a clear message', () => {
    for (const bad of ['mail.example.com', 'http://mail.example.com', 'smtp://']) {
      expect(() => readSettings({ SMTP_URL: bad })).toThrow(SettingsError);
    }
    expect(() => readSettings({ SMTP_URL: 'nope' })).toThrow(/SMTP_URL: not an smtp:\/\//);
  });
});
