/** The admin footer: brand and year. */
export function AdminFooter({ brandName }: { brandName: string }) {
  return (
    <footer className="border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-600 dark:border-ink-700 dark:text-slate-400">
      © {new Date().getFullYear()} {brandName} · Admin panel
    </footer>
  );
}
