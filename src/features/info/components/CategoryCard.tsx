import { Link } from 'react-router-dom';
import { Arrow, Content, Portal, Root, Trigger } from '@radix-ui/react-tooltip';
import { Icon } from '../../../components/Icon';
import { mailtoUrl } from '../../../lib/mailto';
import type { CategoryCardData } from '../categoryCards';
import { useLingerOpen } from '../useLingerOpen';
import { CategoryIcon } from './CategoryIcon';
import { categoryPath } from '../../../contract/paths';

/** Hover or focus this long on a card and it gets playful (spec: 10000 ms). */
export const TEASE_DELAY = 10_000;

/**
 * One category: description, topic chips and benefits (each list only when it has any), "Explore posts" (/{slug}) and a "Get updates"
 * mail link. After TEASE_DELAY of hover or keyboard focus inside the card, a tooltip teases.
 */
export function CategoryCard({
  card,
  brand,
  contactEmail,
}: {
  card: CategoryCardData;
  brand: string;
  contactEmail: string;
}) {
  const { open, close, triggerProps } = useLingerOpen(TEASE_DELAY);
  const updatesHref = mailtoUrl(
    contactEmail,
    `[${brand}] ${card.name} updates`,
    `Hello ${brand} team,\n\nPlease let me know when you publish new ${card.name} posts.\n\nThanks!`,
  );
  const headingId = `category-card-${card.slug}`;

  return (
    <Root open={open} onOpenChange={() => {}} delayDuration={TEASE_DELAY}>
      <Trigger asChild>
        <article
          aria-labelledby={headingId}
          {...triggerProps}
          className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 transition duration-200 hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:bg-ink-800 dark:ring-white/10 dark:hover:shadow-black/40"
        >
          <div className={`relative h-24 bg-gradient-to-br ${card.band}`}>
            <span
              aria-hidden="true"
              className="absolute right-5 bottom-0 translate-y-1/2 rounded-2xl bg-white p-3 text-slate-900 shadow-md dark:text-white ring-1 ring-slate-900/5 transition-transform duration-300 group-hover:rotate-6 motion-reduce:transition-none dark:bg-ink-700 dark:ring-white/10"
            >
              <CategoryIcon name={card.icon} />
            </span>
          </div>
          <div className="flex flex-1 flex-col gap-4 p-6">
            <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
              {card.name}
            </h2>
            <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">
              {card.description}
            </p>
            {card.topics.length > 0 && (
              <ul aria-label={`${card.name} topics`} className="flex flex-wrap gap-2">
                {card.topics.map((topic) => (
                  <li
                    key={topic}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200"
                  >
                    {topic}
                  </li>
                ))}
              </ul>
            )}
            {card.benefits.length > 0 && (
              <ul aria-label={`Why read ${card.name}`} className="flex flex-col gap-2 text-sm">
                {card.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2.5 text-slate-700 dark:text-slate-200">
                    <Icon
                      name="check"
                      strokeWidth={3}
                      className="mt-0.5 h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400"
                    />
                    {benefit}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-2">
              <Link
                to={categoryPath(card.slug)}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white transition hover:bg-brand-800 dark:bg-brand-500 dark:text-ink-900 dark:hover:bg-brand-400"
              >
                Explore posts <span className="sr-only">in {card.name}</span>
                <Icon name="arrowRight" className="h-4 w-4" />
              </Link>
              <a
                href={updatesHref}
                className="inline-flex items-center gap-1.5 rounded-md py-2 text-sm font-bold text-slate-700 underline-offset-4 transition hover:text-brand-700 hover:underline dark:text-slate-200 dark:hover:text-brand-300"
              >
                <Icon name="mail" className="h-4 w-4" />
                Get updates <span className="sr-only">about {card.name}</span>
              </a>
            </div>
          </div>
        </article>
      </Trigger>
      <Portal>
        <Content
          side="top"
          sideOffset={10}
          collisionPadding={12}
          onEscapeKeyDown={close}
          onPointerDownOutside={close}
          className="z-50 max-w-64 rounded-xl bg-ink-900 px-4 py-3 text-sm font-semibold leading-snug text-white shadow-xl ring-1 ring-white/10 dark:bg-white dark:text-ink-900"
        >
          {card.tease}
          <Arrow className="fill-ink-900 dark:fill-white" width={12} height={6} />
        </Content>
      </Portal>
    </Root>
  );
}
