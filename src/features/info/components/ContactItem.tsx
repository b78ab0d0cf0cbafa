/** One way to reach us: its name, and the address as a link (`wrap`: it may break anywhere). */
export function ContactItem({
  term,
  href,
  wrap = false,
  children,
}: {
  term: string;
  href: string;
  wrap?: boolean;
  children: string;
}) {
  return (
    <div>
      <dt className="font-semibold text-slate-900 dark:text-white">{term}</dt>
      <dd className="mt-1">
        <a
          href={href}
          className={`${wrap ? 'break-all ' : ''}text-brand-700 underline underline-offset-2 dark:text-brand-300`}
        >
          {children}
        </a>
      </dd>
    </div>
  );
}
