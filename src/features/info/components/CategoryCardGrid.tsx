import { Provider } from '@radix-ui/react-tooltip';
import type { CategoryCardData } from '../categoryCards';
import { CategoryCard, TEASE_DELAY } from './CategoryCard';

/** The category cards, with their own tooltip timing (10 s, no skip from card to card). */
export function CategoryCardGrid({
  cards,
  brand,
  contactEmail,
}: {
  cards: readonly CategoryCardData[];
  brand: string;
  contactEmail: string;
}) {
  return (
    <Provider delayDuration={TEASE_DELAY} skipDelayDuration={0}>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <CategoryCard card={card} brand={brand} contactEmail={contactEmail} />
          </li>
        ))}
      </ul>
    </Provider>
  );
}
