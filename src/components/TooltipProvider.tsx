/** Shares the spec's default tooltip timing with every tooltip: 700 ms delay, 300 ms skip delay. */
import type { ReactNode } from 'react';
import { Provider } from '@radix-ui/react-tooltip';

export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
      {children}
    </Provider>
  );
}
