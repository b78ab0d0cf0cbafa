import { useState } from 'react';
import { readBetaSeen, writeBetaSeen } from './lib/suggestionStore';

/** The first-visit beta notice: open unless the seen flag is stored. */
export function useBetaNotice() {
  const [open, setOpen] = useState(() => !readBetaSeen());
  return {
    open,
    close: () => setOpen(false),
    /** Remembers that the visitor asked not to see it again. */
    dismissForGood: writeBetaSeen,
  };
}
