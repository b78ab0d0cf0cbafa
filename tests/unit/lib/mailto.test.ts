import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAIL_DRAFT_EVENT,
  mailDraft,
  mailtoHref,
  mailtoUrl,
  openMailDraft,
  telHref,
  type MailDraftEventDetail,
} from '../../../src/lib/mailto';

afterEach(() => vi.restoreAllMocks());

describe('mailtoUrl', () => {
  it('encodes subject and body with encodeURIComponent', () => {
    expect(mailtoUrl('a@b.example', '[Brand] Growth Plan', 'Hello & welcome? 50%')).toBe(
      'mailto:a@b.example?subject=%5BBrand%5D%20Growth%20Plan&body=Hello%20%26%20welcome%3F%2050%25',
    );
  });

  it('keeps non-ASCII text intact through decoding (en dash, rupee sign)', () => {
    const url = mailtoUrl('a@b.example', 'Request – Blog Posting', 'Budget: ₹25,000');
    const parsed = new URL(url);
    expect(parsed.searchParams.get('subject')).toBe('Request – Blog Posting');
    expect(parsed.searchParams.get('body')).toBe('Budget: ₹25,000');
    expect(url).toContain('%E2%80%93');
  });

  it('turns every kind of line break in the body into CRLF', () => {
    const url = mailtoUrl('a@b.example', 's', 'one\ntwo\r\nthree\rfour');
    expect(url.endsWith('body=one%0D%0Atwo%0D%0Athree%0D%0Afour')).toBe(true);
  });

  it('removes line breaks from the subject and address so no header can be injected', () => {
    const url = mailtoUrl('a@b.example\r\nbcc:x@y.example', 'Hi\r\nBcc: x@y.example', '');
    expect(url).not.toMatch(/%0D|%0A/);
    expect(url.startsWith('mailto:a@b.example%20bcc%3Ax@y.example?subject=Hi%20Bcc')).toBe(true);
  });

  it('encodes characters of the address that would break the URL', () => {
    expect(mailtoUrl('x?y@b.example', 's', 'b')).toBe('mailto:x%3Fy@b.example?subject=s&body=b');
  });
});

describe('mailtoHref and telHref', () => {
  it('builds a plain address link, with an optional encoded subject', () => {
    expect(mailtoHref('a@b.example')).toBe('mailto:a@b.example');
    expect(mailtoHref('a@b.example', 'Casino updates')).toBe(
      'mailto:a@b.example?subject=Casino%20updates',
    );
  });

  it('keeps only digits and a leading plus in phone links', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(555) 010-2030')).toBe('tel:5550102030');
  });
});

describe('openMailDraft', () => {
  it('announces the draft with a cancelable event, and does not navigate when cancelled', () => {
    const seen: string[] = [];
    const listener = (e: Event) => {
      seen.push((e as CustomEvent<MailDraftEventDetail>).detail.url);
      e.preventDefault();
    };
    window.addEventListener(MAIL_DRAFT_EVENT, listener);
    const before = window.location.href;
    openMailDraft('mailto:a@b.example?subject=s&body=b');
    window.removeEventListener(MAIL_DRAFT_EVENT, listener);
    expect(seen).toEqual(['mailto:a@b.example?subject=s&body=b']);
    expect(window.location.href).toBe(before);
  });

  it('goes through mailDraft.open, which tests can replace', () => {
    const open = vi.spyOn(mailDraft, 'open').mockImplementation(() => {});
    openMailDraft('mailto:a@b.example');
    expect(open).toHaveBeenCalledWith('mailto:a@b.example');
  });
});
