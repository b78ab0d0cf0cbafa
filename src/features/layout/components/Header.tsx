/**
 * The sticky site header: logo, the actions the page composes in (search button, theme toggle) and
 * one way to the pages: from large screens the main links (the side buttons hold the rest), below
 * them (phones and tablets) the menu button and its menu, which holds the main links too. A tap
 * on the menu button before the app started (kept by theme-init.js, see lib/earlyTaps.ts) opens
 * the menu once the app is up.
 */
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { Icon } from '../../../components/Icon';
import { useEarlyTap } from '../../../components/useEarlyTap';
import { headerLinks } from '../navLinks';
import { MobileMenu } from './MobileMenu';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header({ brand, actions }: { brand: string; actions?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEarlyTap('menu', () => setMenuOpen(true));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80 dark:border-white/10 dark:bg-ink-900/90 dark:supports-[backdrop-filter]:bg-ink-900/80">
      {/* Same side padding as the content, so the logo lines up with the page past the rails. */}
      <div className="md:px-20 lg:pr-16">
        <div className="mx-auto flex h-16 max-w-content items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/" className="-ml-1 shrink-0 rounded-lg p-1" onClick={() => setMenuOpen(false)}>
            <Logo name={brand} />
          </Link>

          <nav aria-label="Main" className="ml-6 hidden lg:block">
            <ul className="flex items-center gap-1">
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    className={({ isActive }) =>
                      `relative block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
                        isActive
                          ? 'text-brand-700 after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-brand-600 dark:text-brand-300 dark:after:bg-brand-400'
                          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/5 dark:hover:text-white'
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-1">
            {actions}
            <button
              type="button"
              aria-label="Main menu"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
              data-early-tap="menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:hidden dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-white"
            >
              <Icon name={menuOpen ? 'close' : 'menu'} className="h-6 w-6" />
            </button>
          </div>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
