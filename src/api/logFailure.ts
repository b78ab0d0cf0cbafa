/**
 * The spec's console-only failures: a failed fetch is logged with its message and the screen
 * falls back to empty or default content.
 */
export function logFailure(message: string) {
  return async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled;
    } catch (error) {
      console.error(message, error);
    }
  };
}
