/**
 * A styled Radix tooltip around one trigger element (a link or a button: it must be focusable,
 * and it keeps its own accessible name; the tooltip adds a description). Inside a TooltipProvider
 * it shares the group's skip delay; on its own it brings a provider with the spec's timing.
 * On first-view UI prefer DeferredTooltip, which keeps Radix out of the first download.
 *
 *   <Tooltip content="Roulette Odds Explained" side="right" delayDuration={0}>
 *     <Link to="/popular/roulette-odds-explained">…</Link>
 *   </Tooltip>
 */
import { useContext, type ReactElement, type ReactNode } from 'react';
import { Content, Portal, Root, Trigger, Arrow } from '@radix-ui/react-tooltip';
import { InTooltipProvider, TooltipProvider } from './TooltipProvider';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Overrides the provider's delay for this tooltip (ms). */
  delayDuration?: number;
}

export function Tooltip({ content, children, side = 'top', delayDuration }: TooltipProps) {
  const grouped = useContext(InTooltipProvider);
  const tooltip = (
    <Root delayDuration={delayDuration}>
      <Trigger asChild>{children}</Trigger>
      <Portal>
        <Content
          side={side}
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-lg bg-ink-900 px-3 py-2 text-sm font-medium leading-snug text-white shadow-lg ring-1 ring-white/10 dark:bg-white dark:text-ink-900"
        >
          {content}
          <Arrow className="fill-ink-900 dark:fill-white" width={10} height={5} />
        </Content>
      </Portal>
    </Root>
  );
  return grouped ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
