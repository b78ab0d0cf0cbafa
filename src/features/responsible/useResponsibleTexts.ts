/**
 * The responsible-gambling texts a reader sees: the admin's (q=site-texts) where the backend
 * keeps them, each empty one the app's default (config/responsibleGambling.ts). Asked for no
 * request on a page the server rendered (its answer came with the page: the store has it, or,
 * once the store let it go, the page's own copy). Elsewhere they are asked only when the app
 * already knows the backend keeps them (its capabilities, read for the admin or a menu): the
 * footer never sends the probe itself, so a seed-only backend is asked nothing new for it.
 */
import { capabilitiesApi } from '../../api/capabilitiesApi';
import { SERVER_STATE_ID } from '../../contract/serverState';
import { readSiteTexts, type SiteTexts } from '../../contract/siteTexts';
import { responsibleGambling, type ResponsibleTexts } from '../../config/responsibleGambling';
import { siteTextsApi, useGetSiteTextsQuery } from './api';

/** The store's key of the answer, as the server's render hands it over. */
const CACHE_KEY = 'getSiteTexts(undefined)';

let fromPage: SiteTexts | null | undefined;

/** The texts the server rendered this page with (read once): null when it did not render it. */
function renderedTexts(): SiteTexts | null {
  if (fromPage !== undefined) return fromPage;
  if (typeof document === 'undefined') return null;
  try {
    const state = JSON.parse(document.getElementById(SERVER_STATE_ID)?.textContent ?? 'null') as {
      api?: { queries?: Record<string, { data?: unknown } | undefined> };
    } | null;
    fromPage = readSiteTexts(state?.api?.queries?.[CACHE_KEY]?.data);
  } catch {
    fromPage = null;
  }
  return fromPage;
}

/** Each text the admin set, else the app's default. */
export function withDefaults(texts: SiteTexts | null | undefined): ResponsibleTexts {
  const base = responsibleGambling;
  const or = (value: string | undefined, fallback: string) => value || fallback;
  return {
    help: {
      label: or(texts?.help_label, base.help.label),
      href: or(texts?.help_url, base.help.href),
    },
    helpline: {
      label: or(texts?.helpline_label, base.helpline.label),
      href: or(texts?.helpline_url, base.helpline.href),
    },
    stripNote: or(texts?.strip_note, base.stripNote),
    boxNote: or(texts?.box_note, base.boxNote),
  };
}

export function useResponsibleTexts(): ResponsibleTexts {
  const cached = siteTextsApi.endpoints.getSiteTexts.useQueryState(undefined).data;
  const rendered = cached ? null : renderedTexts();
  const known = cached !== undefined || rendered !== null;
  const capabilities = capabilitiesApi.endpoints.getCapabilities.useQueryState(undefined).data;
  // Subscribed while the store has the answer (it stays), asked only when nothing is known.
  const { data: asked } = useGetSiteTextsQuery(undefined, {
    skip: cached === undefined && (known || capabilities?.site_texts !== true),
  });
  return withDefaults(asked ?? cached ?? rendered);
}
