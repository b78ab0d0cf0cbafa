import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { useGoBack } from '../../../components/useGoBack';

/** Any path no route knows: the not-found panel, whose close goes back in history. */
export default function NotFoundPage() {
  const goBack = useGoBack();
  return <NotFoundPanel onGoBack={goBack} />;
}
