/** A blob: URL previewing a chosen file, revoked when the file changes or on unmount. */
import { useEffect, useState } from 'react';

export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL?.(next);
  }, [file]);
  return url;
}
