import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useGoBack } from '../../../components/useGoBack';

/** Any path no route knows: the not-found panel, whose close goes back in history. */
export default function NotFoundPage() {
  const goBack = useGoBack();
  useDocumentTitle('Page Not Found');
  return <NotFoundPanel onGoBack={goBack} />;
}
