import { Link } from 'react-router-dom';
import { mailtoHref } from '../../../lib/mailto';
import { AsideCard } from './AsideCard';
import { InfoArticle } from './InfoArticle';
import { RecordRules } from './RecordRules';
import type { ContactDetails } from './AboutContent';

const SECTIONS = [
  { id: 'summary', title: 'In short' },
  { id: 'stored-locally', title: 'What is stored in your browser' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'forms', title: 'Forms and mail drafts' },
  { id: 'server', title: 'What our server sees' },
  { id: 'counting', title: 'How we count visits' },
  { id: 'your-choices', title: 'Your choices' },
  { id: 'predictions-record', title: 'Our predictions record' },
  { id: 'terms', title: 'Terms and conditions' },
  { id: 'contact', title: 'Contact' },
] as const;

const heading = (id: (typeof SECTIONS)[number]['id']) => (
  <h2 id={id}>{SECTIONS.find((s) => s.id === id)!.title}</h2>
);

/** The privacy policy, with the terms and conditions at the end (the target of both links). */
export function PolicyContent({
  brand,
  contactEmail,
  supportEmail,
}: Pick<ContactDetails, 'brand' | 'contactEmail' | 'supportEmail'>) {
  return (
    <InfoArticle
      eyebrow="Policy"
      title="Privacy policy and terms"
      lead={`How ${brand} handles your information, and the terms for using the site. We keep both short and collect as little as we can.`}
      asideFirst
      aside={
        <AsideCard title="On this page">
          <nav aria-label="Policy sections">
            <ol className="flex flex-col gap-2">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-300"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </AsideCard>
      }
    >
      {heading('summary')}
      <p>
        You can read {brand} without an account. We set no cookies for readers and use no
        third-party trackers; where we count page views, we count them ourselves, without cookies or
        anything that identifies you. We do not build profiles of readers, and we do not sell or
        share personal data. The few things the site remembers are kept in your own browser.
      </p>

      {heading('stored-locally')}
      <p>
        The site uses your browser&apos;s local storage for three things. They stay on your device
        and are never sent to us:
      </p>
      <ul>
        <li>
          <strong>Your theme</strong> (light or dark), so the site looks the way you chose on your
          next visit.
        </li>
        <li>
          <strong>Your suggestions</strong>: a copy of each suggestion you submit on the{' '}
          <Link to="/suggestions">suggestions page</Link>, so you can review or delete it later.
        </li>
        <li>
          <strong>The beta notice flag</strong>: a note that you asked not to see the suggestions
          beta notice again.
        </li>
      </ul>

      {heading('cookies')}
      <p>
        Readers get no cookies from us. The only cookie the site sets is a session cookie for the
        administrator who manages the content: it is created when they sign in to the admin panel,
        cannot be read by scripts on the page, is never shared with other sites, and expires after a
        few hours or when they sign out.
      </p>

      {heading('forms')}
      <p>
        The quote form on the <Link to="/promotion">advertising page</Link> and the suggestion form
        send nothing to our server. They prepare an email in your own mail app; nothing leaves your
        device until you press send there. When you do write to us, we use your message and address
        only to reply, and we delete the conversation when it is no longer needed.
      </p>

      {heading('server')}
      <p>
        Like any website, our server receives the technical details needed to deliver a page, such
        as your IP address, the page requested and your browser type. We use them only to run the
        site and protect it from abuse, and keep them no longer than necessary. Images and adverts
        are served from our own server, so no third-party network sees your visit.
      </p>

      {heading('counting')}
      <p>
        To know which pages are read, {brand} counts page views itself, on its own server, without
        cookies. Once a page has been shown, your browser tells us its path on our site (for example
        /football/derby-preview) and, on the first page of a visit, the address of the site that
        linked to it. From these we keep only:
      </p>
      <ul>
        <li>the page&apos;s path, and the post or category it shows;</li>
        <li>
          the host name of the site you came from (for example google.com), never its full address,
          and nothing when you came from our own pages;
        </li>
        <li>
          a daily estimate of how many different people visited, made from a one-way hash of your IP
          address and browser type combined with a random value that changes every day and is
          deleted once the day is over. After that, not even we can tell whether two visits came
          from the same person.
        </li>
      </ul>
      <p>
        We store no cookie, no IP address and no browser details for counting, and we never share
        the figures. They are added up into daily totals, kept for two years, then deleted. Adverts
        are counted the same way: how often each was shown, seen and clicked. We do not count you at
        all if your browser sends Do Not Track or Global Privacy Control, and we never count search
        engines and other bots, pages your browser only fetched in advance, or our own staff.
      </p>

      {heading('your-choices')}
      <p>
        You can delete a saved suggestion with its Delete button, or remove everything the site
        stored by clearing this site&apos;s data in your browser settings. Private or incognito
        windows forget it all when you close them.
      </p>

      {heading('predictions-record')}
      <RecordRules />

      {heading('terms')}
      <p>By using {brand} you agree to these terms:</p>
      <ul>
        <li>
          The site is for adults aged 18 and over. Content about betting, casino games and crypto is
          not meant for anyone younger.
        </li>
        <li>
          Everything we publish is information and opinion, not financial, legal or betting advice.
          Odds and prices change quickly: check them with the operator before you act.
        </li>
        <li>
          You are responsible for following the laws where you live, including any limits on online
          gambling.
        </li>
        <li>
          Links to other sites are provided for convenience; we are not responsible for their
          content or practices. Sponsored content is always labelled.
        </li>
        <li>
          Articles, images and design belong to {brand} or their authors. Quote short passages with
          a link back; ask us before republishing more.
        </li>
      </ul>
      <p>
        We may update this page when the site changes. Significant changes will be visible here
        before they take effect.
      </p>

      {heading('contact')}
      <p>
        Questions about privacy or these terms: write to{' '}
        <a href={mailtoHref(supportEmail)}>{supportEmail}</a>. For anything else, reach us at{' '}
        <a href={mailtoHref(contactEmail)}>{contactEmail}</a>.
      </p>
    </InfoArticle>
  );
}
