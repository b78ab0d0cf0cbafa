/** Under the edit form's heading, with the editorial workflow: Preview, History and Share links. */
import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/styles';
import { postHistoryPath, postPreviewPath } from './paths';
import { ShareLinkButton } from './share/ShareLinkButton';

export function PostTools({ postId }: { postId: number }) {
  return (
    <nav aria-label="Post tools" className="-mt-3 mb-6 flex flex-wrap items-center gap-2">
      <Link to={postPreviewPath(postId)} className={buttonClass('secondary', 'sm')}>
        Preview
      </Link>
      <Link to={postHistoryPath(postId)} className={buttonClass('secondary', 'sm')}>
        History
      </Link>
      <ShareLinkButton postId={postId} size="sm" />
    </nav>
  );
}
