/**
 * The site footer: ABOUT US (with the link to the latest blogs, linked from nowhere else on
 * desktops), OUR PICKS and CATEGORIES (the last two are composed in by the page, as they belong to
 * other features), the responsible-gambling strip (composed in too), then social links, policy
 * links and the copyright line.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { FooterSection } from './FooterSection';
import { SocialLinks } from './SocialLinks';

export function Footer({
  brand,
  contactEmail,
  picks,
  categories,
  notice,
}: {
  brand: string;
  contactEmail: string;
  picks: ReactNode;
  categories: ReactNode;
  /** A strip between the sections and the legal line (the 18+ note). */
  notice?: ReactNode;
}) {
  const year = new Date().getFullYear();
  const linkClass =
    'rounded text-slate-300 underline-offset-4 transition-colors hover:text-white hover:underline';

  return (
    <footer className="mt-16 border-t-4 border-brand-600 bg-ink-900 text-slate-300 dark:border-brand-500 dark:bg-ink-800">
      <div className="md:px-20 lg:pr-16">
        <div className="mx-auto grid max-w-content gap-12 px-4 py-14 sm:px-6 lg:px-8 md:grid-cols-2 lg:grid-cols-[1.1fr_1.2fr_1fr] lg:gap-16">
          <FooterSection title="ABOUT US">
            <Logo name={brand} onDark />
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-300">
              {brand} covers the games behind the games: match previews and predictions, odds
              explained, casino and poker strategy, crypto markets and the news that moves them,
              written for readers who like to know the angles before they play.
            </p>
            <p className="mt-4 text-sm">
              <span className="text-slate-400">Contact: </span>
              <a
                href={`mailto:${contactEmail}`}
                className={`font-semibold text-brand-300 ${linkClass}`}
              >
                {contactEmail}
              </a>
            </p>
            <p className="mt-4 text-sm">
              <Link to="/blogs" className={`font-semibold text-brand-300 ${linkClass}`}>
                Latest blogs
              </Link>
            </p>
          </FooterSection>
          <FooterSection title="OUR PICKS">{picks}</FooterSection>
          <FooterSection title="CATEGORIES">{categories}</FooterSection>
        </div>
      </div>
      {notice && (
        <div className="border-t border-white/10 md:px-20 lg:pr-16">
          <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8">{notice}</div>
        </div>
      )}
      <div className="border-t border-white/10 md:px-20 lg:pr-16">
        <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:flex-row lg:items-center lg:justify-between">
          <SocialLinks />
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li>
                <Link to="/policy" className={linkClass}>
                  Privacy policy
                </Link>
              </li>
              <li>
                <Link to="/policy" className={linkClass}>
                  Terms and conditions
                </Link>
              </li>
              <li>
                <a href="#" className={linkClass}>
                  Contact us
                </a>
              </li>
            </ul>
          </nav>
          <p className="text-sm text-slate-400">
            © {year} {brand}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
