export declare function newestMtime(entry: string): Promise<number>;
export declare function changedSince(
  root: string,
  sources: readonly string[],
  builtMs: number,
): Promise<boolean>;
