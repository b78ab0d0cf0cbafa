import { AdultsBadge } from './AdultsBadge';
import { useResponsibleTexts } from '../useResponsibleTexts';
import { HelpLinks } from './HelpLinks';

/** The footer's responsible-gambling strip, on every reading page: 18+, the advice, help links. */
export function ResponsibleStrip() {
  const { stripNote, help, helpline } = useResponsibleTexts();
  return (
    <section
      aria-labelledby="gamble-responsibly"
      className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <AdultsBadge className="h-11 w-11 text-sm" />
        <div className="min-w-0 text-sm">
          <h2 id="gamble-responsibly" className="text-base font-bold text-white">
            <span className="sr-only">18+: </span>Gamble responsibly
          </h2>
          <p className="mt-0.5 text-slate-300">{stripNote}</p>
        </div>
      </div>
      <HelpLinks
        links={[help, helpline]}
        className="flex flex-wrap gap-x-6 gap-y-2 text-sm sm:justify-end"
        linkClassName="rounded font-semibold text-accent-400 underline underline-offset-4 hover:text-white"
      />
    </section>
  );
}
