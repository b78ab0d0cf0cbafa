import { useId, useMemo, useRef, useState } from 'react';
import { MailDraftPanel } from '../../../components/MailDraftPanel';
import { toast } from '../../../components/toastStore';
import { draftUrl, openMailDraft, type MailDraft } from '../../../lib/mailto';
import { MESSAGES } from '../messages';
import { toSuggestion, type SuggestionDraft } from '../lib/draft';
import { suggestionMail } from '../lib/suggestionMail';
import type { Suggestion } from '../lib/suggestionStore';
import { SUGGESTION_TABS, tabById, type TabId } from '../tabs';
import { useSuggestions } from '../useSuggestions';
import { SuggestionForm } from './SuggestionForm';
import { SuggestionList } from './SuggestionList';
import { panelDomId, SuggestionTabs, tabDomId } from './SuggestionTabs';

/**
 * Tabs, the form and this tab's stored suggestions. Submitting keeps a local copy, opens the mail
 * draft to the support address and confirms with a toast; no server is involved. The draft then
 * shows under the form, with its address and a Copy button, for a visitor without a mail app.
 */
export function SuggestionsBoard({ supportEmail }: { supportEmail: string }) {
  const idPrefix = useId();
  const [active, setActive] = useState<TabId>('posts');
  const { items, add, remove } = useSuggestions();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const tab = tabById(active);
  // The last draft handed to the mail app, numbered so each new one mounts (and is announced).
  const [sent, setSent] = useState<{ draft: MailDraft; n: number } | null>(null);
  const formColumn = useRef<HTMLDivElement>(null);
  // Closing it puts the keyboard back at the form's first field.
  const closeDraft = () => {
    setSent(null);
    formColumn.current?.querySelector('input')?.focus();
  };

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
    const mail = suggestionMail(supportEmail, suggestion, tab.label);
    openMailDraft(draftUrl(mail));
    setSent((last) => ({ draft: mail, n: (last?.n ?? 0) + 1 }));
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
        <div ref={formColumn} className="flex min-w-0 flex-col gap-6">
          <SuggestionForm tab={tab} supportEmail={supportEmail} onSubmit={submit} />
          {sent && <MailDraftPanel key={sent.n} draft={sent.draft} onClose={closeDraft} />}
        </div>
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
