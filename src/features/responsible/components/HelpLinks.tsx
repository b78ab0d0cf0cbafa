import { responsibleGambling } from '../../../config/responsibleGambling';

/** The help links (settings: config/responsibleGambling.ts), each opening in a new tab. */
export function HelpLinks({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName: string;
}) {
  const { help, helpline } = responsibleGambling;
  return (
    <ul className={className}>
      {[help, helpline].map((link) => (
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
