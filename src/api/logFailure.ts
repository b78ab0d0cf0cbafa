/**
 * The spec's console-only failures: a failed fetch is logged with its message and the screen
 * falls back to empty or default content. In the browser only: the server's render of a page
 * (which may well ask for a post that does not exist) has its own structured log.
 */
export function logFailure(message: string) {
  return async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled;
    } catch (error) {
      if (typeof window !== 'undefined') console.error(message, error);
    }
  };
}
