/** Sizes in words, the same in the server's messages and the admin's screens: "5 MB", "512 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  const kb = bytes / 1024;
  if (kb >= 1) return `${Number(kb.toFixed(1))} KB`;
  return `${bytes} bytes`;
}
