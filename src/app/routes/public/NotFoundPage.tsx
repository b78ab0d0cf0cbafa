import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useGoBack } from '../../../components/useGoBack';
import { notFoundHead } from '../../pages/head';
import type { PageHeadFields } from '../../pages/types';

/** Any path no route knows: the not-found panel, whose close goes back in history. */
const TITLE = 'Page Not Found';

export function firstView(): PageHeadFields {
  return notFoundHead(TITLE);
}

export default function NotFoundPage() {
  const goBack = useGoBack();
  useDocumentTitle(TITLE);
  return <NotFoundPanel onGoBack={goBack} />;
}
