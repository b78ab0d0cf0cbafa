/**
 * The backend's capabilities as the admin screens use them. The admin layout reads them once
 * (`useReadCapabilities`) and provides them; screens take them with `useCapabilities`.
 */
import { createContext, useContext } from 'react';
import { useGetCapabilitiesQuery } from '../../../api/capabilitiesApi';

export interface AdminCapabilities {
  /** Whether the backend has the editorial workflow (false while asking, and on the seed's). */
  editorial: boolean;
  /** The site's time zone (IANA), in which times are entered and shown. */
  timeZone: string;
  /** Whether the backend keeps the predictions' record: locking at kickoff, settling. */
  predictions: boolean;
  /** Whether the backend keeps the responsible-gambling texts the admin may change. */
  siteTexts: boolean;
  /** Whether the backend keeps a category's description and topic chips. */
  categoryDetails: boolean;
  /** Whether the backend has staff accounts with roles (the Staff screen, invitations). */
  staff: boolean;
  /** Whether the backend counts views and visitors (the Analytics screen, posts' figures). */
  analytics: boolean;
  /** Whether the backend keeps banner campaigns (rotation, impressions, reports). */
  campaigns: boolean;
  /** Whether the backend imports, exports and restores the site, and keeps backups. */
  siteData: boolean;
  /** True until the backend has answered (screens that differ wait rather than flash). */
  pending: boolean;
}

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const CapabilitiesContext = createContext<AdminCapabilities | null>(null);

/** Asks the backend what it supports: for the admin layout, which provides the answer. */
export function useReadCapabilities(): AdminCapabilities {
  const { data, isLoading } = useGetCapabilitiesQuery();
  return {
    editorial: Boolean(data?.editorial),
    timeZone: data?.time_zone ?? DEFAULT_TIME_ZONE,
    predictions: data?.predictions === true,
    siteTexts: data?.site_texts === true,
    categoryDetails: data?.category_details === true,
    staff: data?.staff === true,
    analytics: data?.analytics === true,
    campaigns: data?.campaigns === true,
    siteData: data?.site_data === true,
    pending: isLoading,
  };
}

/** The capabilities the admin layout read. */
export function useCapabilities(): AdminCapabilities {
  const capabilities = useContext(CapabilitiesContext);
  if (!capabilities) throw new Error('useCapabilities needs the admin layout above it.');
  return capabilities;
}
