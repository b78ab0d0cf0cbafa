export declare function changedSince(
  root: string,
  sources: readonly string[],
  builtMs: number,
): Promise<boolean>;
