/**
 * The header's menu below large screens (phones and tablets): the header links, then every other
 * page (see navLinks.ts), as there are no side buttons there.
 */
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { mobileLinks } from '../navLinks';
import { useMenuLinks } from '../useMenuLinks';

export function MobileMenu({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A new page closes the menu, however the reader got there (link, back button, search).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current !== pathname) onCloseRef.current();
    shownFor.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return <div id={id} hidden />;
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-lg transition duration-200 ease-out starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none lg:hidden dark:border-white/10 dark:bg-ink-900"
    >
      <MobileMenuLinks onClose={onClose} />
    </nav>
  );
}

/** The open menu's links (the record's among them when the backend keeps one). */
function MobileMenuLinks({ onClose }: { onClose: () => void }) {
  const links = useMenuLinks(mobileLinks);
  return (
    <ul className="mx-auto grid max-w-content gap-1 px-4 py-3 sm:px-6">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            onClick={onClose}
            className={({ isActive }) =>
              `flex items-center rounded-xl px-4 py-3 text-base font-semibold transition-colors ${
                isActive
                  ? 'bg-brand-50 text-brand-800 dark:bg-brand-400/10 dark:text-brand-300'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/5'
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
