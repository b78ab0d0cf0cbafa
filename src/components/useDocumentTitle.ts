import { useEffect } from 'react';
import { env } from '../config/env';

/** Sets the tab title to "{title} | {brand}", or the brand alone when there is no title. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${env.brandName}` : env.brandName;
  }, [title]);
}
