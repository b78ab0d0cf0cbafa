/**
 * The line under an advert. Its height is kept while the banners load, so the page does not
 * move when they arrive; `shown` false leaves it empty (a slot with no advert has nothing to
 * label).
 */
export function SponsoredLine({ shown }: { shown: boolean }) {
  return (
    <p className="mt-1.5 h-4 text-right text-xs leading-4 text-slate-600 dark:text-slate-400">
      {shown && 'Sponsored · 18+ · T&Cs apply'}
    </p>
  );
}
