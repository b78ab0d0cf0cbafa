import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

/**
 * A section of the Promotion page, named by its heading (eyebrow, h2 with `headingId`, intro);
 * `id` makes it a link target.
 */
export function PromotionSection({
  headingId,
  eyebrow,
  title,
  intro,
  id,
  className,
  children,
}: {
  headingId: string;
  eyebrow: string;
  title: string;
  intro?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} id={id} className={className}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </section>
  );
}
