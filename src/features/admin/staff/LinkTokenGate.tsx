/**
 * The page a one-time link opens (an invitation, a password reset) before its form: without a
 * token, checking it, a link that is used, revoked, expired or mangled (404), or the server not
 * answering (with Retry); once the server knows the link, `children` with what it answered.
 */
import type { ReactNode } from 'react';
import { failureMessage } from '../lib/writeResult';
import { AdminError } from '../ui/AdminError';
import { AdminLoading } from '../ui/AdminLoading';

/** A 404: the link is used, revoked, expired or was never one. */
export const isGone = (error: unknown) =>
  (error as { status?: unknown } | undefined)?.status === 404;

export function LinkTokenGate<T>({
  token,
  query,
  messages,
  children,
}: {
  token: string;
  /** The link's read (skipped without a token). */
  query: { data?: T; isLoading: boolean; error?: unknown; refetch: () => unknown };
  messages: { missing: string; checking: string; invalid: string; failed: string };
  children: (data: T) => ReactNode;
}) {
  if (!token) return <AdminError message={messages.missing} />;
  if (query.isLoading) return <AdminLoading text={messages.checking} />;
  if (!query.data) {
    return isGone(query.error) ? (
      <AdminError message={messages.invalid} />
    ) : (
      <AdminError
        message={failureMessage(query.error, messages.failed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
