import { useState } from 'react';
import { env } from '../../../config/env';
import { BetaBadge } from '../../../features/suggestions/components/BetaBadge';
import { BetaInfoDialog } from '../../../features/suggestions/components/BetaInfoDialog';
import { BetaNoticeDialog } from '../../../features/suggestions/components/BetaNoticeDialog';
import { SuggestionsBoard } from '../../../features/suggestions/components/SuggestionsBoard';
import { useBetaNotice } from '../../../features/suggestions/useBetaNotice';

/** /suggestions: the suggestion form, the visitor's own submissions, and the beta dialogs. */
export default function SuggestionsPage() {
  const notice = useBetaNotice();
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-content flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="max-w-3xl">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            Suggestions
          </h1>
          <BetaBadge onClick={() => setInfoOpen(true)} />
        </div>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">
          Got an idea for a post, a feature or a story we missed? Tell {env.brandName} about it.
          Every suggestion is read by the team.
        </p>
      </header>
      <SuggestionsBoard supportEmail={env.supportEmail} />
      <BetaNoticeDialog
        open={notice.open}
        onClose={notice.close}
        onDismissForGood={notice.dismissForGood}
      />
      <BetaInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
