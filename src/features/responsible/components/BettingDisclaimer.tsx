import { useResponsibleTexts } from '../useResponsibleTexts';
import { AdultsBadge } from './AdultsBadge';
import { HelpLinks } from './HelpLinks';

/** The box that closes a post in a betting category: 18+, the note, where to find help. */
export function BettingDisclaimer() {
  const { boxNote, help, helpline } = useResponsibleTexts();
  return (
    <aside
      aria-labelledby="betting-disclaimer"
      className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-400/30 dark:bg-amber-400/10"
    >
      <AdultsBadge className="h-12 w-12 text-base" />
      <div className="min-w-0 text-sm leading-relaxed text-amber-950 dark:text-amber-100">
        <h2 id="betting-disclaimer" className="text-base font-bold">
          <span className="sr-only">18+: </span>Gamble responsibly
        </h2>
        <p className="mt-1">{boxNote}</p>
        <div className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="font-semibold">Need help?</span>
          <HelpLinks
            links={[help, helpline]}
            className="flex flex-wrap gap-x-4 gap-y-1"
            linkClassName="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700 dark:text-amber-200 dark:hover:text-white"
          />
        </div>
      </div>
    </aside>
  );
}
