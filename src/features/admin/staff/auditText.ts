/** An audit entry in words: "Asha Rao saved a post", and its item ("Post 12 · Derby · published"). */
import { AUDIT_ACTIONS, type AuditEntry } from '../../../contract/auditCalls';

const ITEM_NAMES: Record<string, string> = {
  post: 'Post',
  category: 'Category',
  banner: 'Banner',
  prediction: 'Prediction',
  'share-link': 'Share link',
  revision: 'Revision',
  staff: 'Staff member',
  invitation: 'Invitation',
};

export function auditSentence(entry: AuditEntry): string {
  return `${entry.actor} ${AUDIT_ACTIONS[entry.action] ?? entry.action}`;
}

export function auditItem(entry: AuditEntry): string {
  const name = ITEM_NAMES[entry.item_kind];
  const item = name && entry.item_id ? `${name} ${entry.item_id}` : '';
  return [item, entry.detail].filter(Boolean).join(' · ');
}
