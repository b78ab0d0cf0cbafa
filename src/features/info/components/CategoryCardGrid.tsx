import { Provider } from '@radix-ui/react-tooltip';
import { CATEGORY_CARDS } from '../categoryCards';
import { CategoryCard, TEASE_DELAY } from './CategoryCard';

/** The seven category cards, with their own tooltip timing (10 s, no skip from card to card). */
export function CategoryCardGrid({ brand, contactEmail }: { brand: string; contactEmail: string }) {
  return (
    <Provider delayDuration={TEASE_DELAY} skipDelayDuration={0}>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {CATEGORY_CARDS.map((card) => (
          <li key={card.slug}>
            <CategoryCard card={card} brand={brand} contactEmail={contactEmail} />
          </li>
        ))}
      </ul>
    </Provider>
  );
}
