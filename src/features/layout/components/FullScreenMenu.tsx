/**
 * The full-screen menu of the Menu side button: the site's main sections and, beside them, the
 * POPULAR list the page composes in. Any link inside closes the menu. On short desktop screens
 * (a 1280×800 laptop) the headings and the list's spacing shrink so six popular posts fit, and
 * whatever still does not fit scrolls inside the menu (its body is the dialog's scroll box: the
 * page behind is locked).
 */
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Modal } from '../../../components/Modal';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { fullMenuLinks } from '../navLinks';
import { useMenuLinks } from '../useMenuLinks';

export function FullScreenMenu({
  open,
  onClose,
  popular,
}: {
  open: boolean;
  onClose: () => void;
  popular: ReactNode;
}) {
  const links = useMenuLinks(fullMenuLinks, true);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Menu"
      hideTitle
      closeLabel="Close menu"
      variant="fullscreen"
      className="bg-white dark:bg-ink-900"
      bodyClassName="px-5 pb-10 sm:px-10"
    >
      <div
        onClick={closeOnLink}
        className="mx-auto grid max-w-content gap-12 pt-4 lg:grid-cols-[1.3fr_1fr] lg:items-start lg:gap-20 lg:pt-10 lg:[@media(max-height:900px)]:pt-2"
      >
        <nav aria-label="Sections">
          <ul className="space-y-1">
            {links.map((link, index) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `group flex items-baseline gap-5 rounded-2xl px-3 py-3 transition-colors hover:bg-slate-100 dark:hover:bg-white/5 ${isActive ? 'text-brand-700 dark:text-brand-300' : 'text-slate-900 dark:text-white'}`
                  }
                >
                  <span
                    aria-hidden="true"
                    className="w-8 text-sm font-bold tabular-nums text-slate-500 dark:text-slate-400"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="text-4xl font-black tracking-tight sm:text-5xl lg:text-6xl lg:[@media(max-height:900px)]:text-5xl">
                    {link.label}
                  </span>
                  <Icon
                    name="arrowRight"
                    className="ml-auto h-7 w-7 -translate-x-2 self-center opacity-0 transition group-hover:translate-x-0 group-hover:opacity-100 group-focus-visible:translate-x-0 group-focus-visible:opacity-100 motion-reduce:transition-none"
                  />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="full-menu-popular"
          className="rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8 lg:[@media(max-height:900px)]:p-6 dark:bg-ink-800 dark:ring-white/10"
        >
          <h3
            id="full-menu-popular"
            className="flex items-center gap-2 text-sm font-extrabold tracking-[0.16em] text-slate-900 dark:text-white"
          >
            <Icon name="flame" className="h-4 w-4 text-accent-500" />
            POPULAR
          </h3>
          <div className="mt-5 lg:[@media(max-height:900px)]:mt-3 lg:[@media(max-height:900px)]:[&_a]:py-3">
            <Suspense fallback={<Spinner label="Loading popular posts" className="py-8" />}>
              {popular}
            </Suspense>
          </div>
        </section>
      </div>
    </Modal>
  );
}
