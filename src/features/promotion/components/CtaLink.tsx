import { Icon, type IconName } from '../../../components/Icon';

/** One way to reach us in the closing call to action: an icon, what it is (Email, Call) and the address. */
export function CtaLink({
  href,
  icon,
  label,
  value,
  className,
  iconClassName,
  valueClassName,
}: {
  href: string;
  icon: IconName;
  label: string;
  value: string;
  /** Its colours. */
  className: string;
  iconClassName: string;
  /** How the address may wrap. */
  valueClassName: string;
}) {
  return (
    <a
      href={href}
      className={`flex items-center gap-3 rounded-2xl px-5 py-3.5 transition ${className}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${iconClassName}`}
      >
        <Icon name={icon} className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-wider uppercase">{label}</span>{' '}
        <span className={`block text-sm font-bold ${valueClassName}`}>{value}</span>
      </span>
    </a>
  );
}
