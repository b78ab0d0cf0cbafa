/**
 * One sidebar link (NavLink: aria-current="page" when active), with a count badge when `count`
 * is above 0 (its name then says it: "To settle, 3 waiting"). Props from a wrapping tooltip
 * trigger (ref, data-state, handlers) pass through; its own className stays a NavLink function,
 * which a Radix Slot would otherwise turn into a string.
 */
import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router-dom';
import { AdminNavIcon } from '../ui/AdminNavIcon';
import type { AdminNavItem } from './navItems';

/** What a count adds to a link's name: ", 3 waiting"; nothing for none. */
export const countText = (count: number | undefined) => (count ? `, ${count} waiting` : '');

export function SidebarLink({
  item,
  collapsed,
  count,
  onNavigate,
  ...rest
}: {
  item: AdminNavItem;
  collapsed: boolean;
  count?: number;
  onNavigate?: () => void;
} & Omit<ComponentPropsWithRef<'a'>, 'className' | 'href' | 'children'>) {
  return (
    <NavLink
      {...rest}
      to={item.to}
      end={item.end}
      // One name with its count: a hidden piece of text would be read apart ("To settle , 3").
      aria-label={count ? `${item.label}${countText(count)}` : undefined}
      onClick={(event) => {
        rest.onClick?.(event);
        onNavigate?.();
      }}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors ${
          collapsed ? 'justify-center' : ''
        } ${
          isActive
            ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-ink-900'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-ink-700 dark:hover:text-white'
        }`
      }
    >
      <AdminNavIcon name={item.icon} />
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{item.label}</span>
      {count ? (
        <span
          aria-hidden="true"
          className={`rounded-full bg-amber-500 px-1.5 text-xs font-bold leading-5 tabular-nums text-ink-900 ${
            collapsed
              ? 'absolute right-1 top-0.5 min-w-5 text-center text-[0.65rem] leading-4'
              : 'min-w-6 text-center'
          }`}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
