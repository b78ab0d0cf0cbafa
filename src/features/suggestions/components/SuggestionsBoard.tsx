import { useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/toastStore';
import { openMailDraft } from '../../../lib/mailto';
import { MESSAGES } from '../messages';
import { toSuggestion, type SuggestionDraft } from '../lib/draft';
import { suggestionMailUrl } from '../lib/suggestionMail';
import type { Suggestion } from '../lib/suggestionStore';
import { SUGGESTION_TABS, tabById, type TabId } from '../tabs';
import { useSuggestions } from '../useSuggestions';
import { SuggestionForm } from './SuggestionForm';
import { SuggestionList } from './SuggestionList';
import { panelDomId, SuggestionTabs, tabDomId } from './SuggestionTabs';

/**
 * Tabs, the form and this tab's stored suggestions. Submitting keeps a local copy, opens the mail
 * draft to the support address and confirms with a toast; no server is involved.
 */
export function SuggestionsBoard({ supportEmail }: { supportEmail: string }) {
  const idPrefix = useId();
  const [active, setActive] = useState<TabId>('posts');
  const { items, add, remove } = useSuggestions();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const tab = tabById(active);

  const shown = useMemo(
    () =>
      items
        .filter((s) => s.tab === active)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id),
    [items, active],
  );

  const submit = (draft: SuggestionDraft): boolean => {
    const suggestion = toSuggestion(draft, active, new Date(), new Set(items.map((s) => s.id)));
    const stored = add(suggestion);
    openMailDraft(suggestionMailUrl(supportEmail, suggestion, tab.label));
    if (stored) toast.success(MESSAGES.saved);
    else toast.error(MESSAGES.notStored);
    return true;
  };

  const onDelete = (suggestion: Suggestion) => {
    remove(suggestion.id);
    toast.success(MESSAGES.removed);
    listHeading.current?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <SuggestionTabs
        tabs={SUGGESTION_TABS}
        active={active}
        onChange={setActive}
        idPrefix={idPrefix}
      />
      <div
        role="tabpanel"
        id={panelDomId(idPrefix)}
        aria-labelledby={tabDomId(idPrefix, active)}
        className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]"
      >
        <SuggestionForm tab={tab} supportEmail={supportEmail} onSubmit={submit} />
        <SuggestionList
          items={shown}
          categoryLabel={tab.label}
          onDelete={onDelete}
          headingRef={listHeading}
        />
      </div>
    </div>
  );
}
