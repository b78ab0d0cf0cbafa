/**
 * The head of the reading page on screen, in the browser: the tab title its data module's `head`
 * makes of the answers in the store, the very one the server's render wrote for the same answers
 * (entry-server.tsx); on a page opened here, it follows the answers as they come in.
 */
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import { env } from '../../config/env';
import { pageTitle } from '../../contract/pageHead';
import { useCountsViews } from '../../features/analytics/counting';
import type { RootState } from '../store';
import { answersIn } from './answers';
import type { PageData } from './types';

export function usePageHead(data: PageData): void {
  const params = useParams();
  const { search } = useLocation();
  const counting = useCountsViews();
  const at = useMemo(
    () => ({ params, search: new URLSearchParams(search), counting }),
    [params, search, counting],
  );
  const calls = useMemo(() => data.calls?.(at) ?? {}, [data, at]);
  const title = useSelector((state: RootState) => {
    const site = { brand: env.brandName, description: '' };
    const { answers, pending, failed } = answersIn(state, calls);
    return pageTitle(data.head(answers, { ...at, site, failed, pending }).title, env.brandName);
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
