import type { HelpLink } from '../../../config/responsibleGambling';

/** The help links (the admin's, else the defaults: useResponsibleTexts), each in a new tab. */
export function HelpLinks({
  links,
  className,
  linkClassName,
}: {
  links: readonly HelpLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
