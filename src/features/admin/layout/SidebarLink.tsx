/**
 * One sidebar link (NavLink: aria-current="page" when active). Props from a wrapping tooltip
 * trigger (ref, data-state, handlers) pass through; its own className stays a NavLink function,
 * which a Radix Slot would otherwise turn into a string.
 */
import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router-dom';
import { AdminNavIcon } from '../ui/AdminNavIcon';
import type { AdminNavItem } from './navItems';

export function SidebarLink({
  item,
  collapsed,
  onNavigate,
  ...rest
}: {
  item: AdminNavItem;
  collapsed: boolean;
  onNavigate?: () => void;
} & Omit<ComponentPropsWithRef<'a'>, 'className' | 'href' | 'children'>) {
  return (
    <NavLink
      {...rest}
      to={item.to}
      end={item.end}
      onClick={(event) => {
        rest.onClick?.(event);
        onNavigate?.();
      }}
      className={({ isActive }) =>
        `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors ${
          collapsed ? 'justify-center' : ''
        } ${
          isActive
            ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-ink-900'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-ink-700 dark:hover:text-white'
        }`
      }
    >
      <AdminNavIcon name={item.icon} />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
    </NavLink>
  );
}
