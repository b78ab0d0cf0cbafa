import { env } from '../../../config/env';
import { useGetCategoriesQuery } from '../../../features/categories/api';
import { categoriesLead, categoryCards } from '../../../features/info/categoryCards';
import { CategoryCardGrid } from '../../../features/info/components/CategoryCardGrid';

/**
 * /categories: a card for every category of the categories call (the same list as the category
 * bar and the footer), the seven the spec names with their rich cards.
 */
export default function CategoriesPage() {
  const { data } = useGetCategoriesQuery();
  const cards = categoryCards(data, env.brandName);
  return (
    <div className="mx-auto flex max-w-content flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-300">
          Categories
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Find your game
        </h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">
          {categoriesLead(cards.length, env.brandName)} Explore the posts, or ask for updates and we
          will email you when something new lands.
        </p>
      </header>
      <CategoryCardGrid cards={cards} brand={env.brandName} contactEmail={env.contactEmail} />
    </div>
  );
}
