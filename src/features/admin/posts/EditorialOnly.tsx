/**
 * A post screen only the editorial workflow has (preview, history). Against a seed backend the
 * address leads to the post's edit page instead: the closest screen that backend has, so a
 * bookmark still lands somewhere useful. Until the backend has said which it is: "Loading post...".
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCapabilities } from '../lib/capabilities';
import { AdminLoading } from '../ui/AdminLoading';
import { POST_MESSAGES } from './messages';
import { postEditPath, POSTS_PATH } from './paths';

export function EditorialOnly({ postId, children }: { postId: number; children: ReactNode }) {
  const { editorial, pending } = useCapabilities();
  if (pending) return <AdminLoading text={POST_MESSAGES.loadingPost} />;
  if (!editorial) return <Navigate to={postId > 0 ? postEditPath(postId) : POSTS_PATH} replace />;
  return children;
}
