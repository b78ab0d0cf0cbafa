import { usePredictionsRecord } from '../../api/capabilitiesApi';
import { RECORD_LINK, type NavItem } from './navLinks';

/**
 * A menu's links, with the predictions' record after them when the backend keeps one. For an
 * open menu only: it asks the backend's capabilities (once; the answer is kept).
 */
export function useMenuLinks(links: readonly NavItem[], upperCase = false): readonly NavItem[] {
  const { available } = usePredictionsRecord();
  if (!available) return links;
  const label = upperCase ? RECORD_LINK.label.toUpperCase() : RECORD_LINK.label;
  return [...links, { ...RECORD_LINK, label }];
}
