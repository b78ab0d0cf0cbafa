/**
 * Shares the spec's default tooltip timing (700 ms delay, 300 ms skip delay) with the tooltips
 * inside it, so moving between neighbours skips the delay. A Tooltip outside any provider brings
 * its own with the same timing.
 */
import { createContext, type ReactNode } from 'react';
import { Provider } from '@radix-ui/react-tooltip';

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

/** True below a TooltipProvider. */
export const InTooltipProvider = createContext(false);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
      <InTooltipProvider.Provider value>{children}</InTooltipProvider.Provider>
    </Provider>
  );
}
