/**
 * A post screen only the editorial workflow has (preview, history). Against a seed backend the
 * address leads to the post's edit page instead: the closest screen that backend has, so a
 * bookmark still lands somewhere useful. Until the backend has said which it is: "Loading post...".
 *   export default function PostPreviewPage() { return <EditorialOnly screen={PostPreview} />; }
 */
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { EditorialPost } from '../../../contract/schemas';
import { useCapabilities } from '../lib/capabilities';
import { AdminLoading } from '../ui/AdminLoading';
import { useGetPostPreviewQuery } from './editorialApi';
import { POST_MESSAGES } from './messages';
import { postEditPath, POSTS_PATH } from './paths';
import type { PostQuery } from './PostOpening';
import { usePostIdParam } from './usePostIdParam';

/** What an editorial screen is given: the address's post id, the post as saved and the zone. */
export interface EditorialScreenProps {
  postId: number;
  post: PostQuery<EditorialPost>;
  timeZone: string;
}

export function EditorialOnly({ screen: Screen }: { screen: ComponentType<EditorialScreenProps> }) {
  const postId = usePostIdParam();
  const { editorial, pending, timeZone } = useCapabilities();
  const post = useGetPostPreviewQuery(postId, {
    skip: postId <= 0 || !editorial,
    // The post as last saved (revisions are compared with it), not one cached before a save.
    refetchOnMountOrArgChange: true,
  });
  if (pending) return <AdminLoading text={POST_MESSAGES.loadingPost} />;
  if (!editorial) return <Navigate to={postId > 0 ? postEditPath(postId) : POSTS_PATH} replace />;
  return <Screen postId={postId} post={post} timeZone={timeZone} />;
}
