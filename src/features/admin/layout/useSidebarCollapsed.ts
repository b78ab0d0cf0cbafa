/** The desktop sidebar's collapsed state, remembered in local storage across visits. */
import { useCallback, useState } from 'react';

const KEY = 'adminSidebarCollapsed';

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(read);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      try {
        globalThis.localStorage?.setItem(KEY, String(!value));
      } catch {
        // Storage blocked: the choice lasts for this visit.
      }
      return !value;
    });
  }, []);
  return [collapsed, toggle];
}
