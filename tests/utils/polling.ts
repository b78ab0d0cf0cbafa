/** Waiting in tests that watch another process or instance catch up. */

/** Resolves after `ms` milliseconds. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 5 ms until it holds; answers the ms it took (fails after `withinMs`). */
export async function msUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) {
      throw new Error(`not seen within ${withinMs / 1000} s`);
    }
    await delay(5);
  }
  return Math.round(performance.now() - started);
}
