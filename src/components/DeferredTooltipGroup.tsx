/**
 * A TooltipProvider for DeferredTooltips: neighbours share the 300 ms skip delay once the tooltip
 * code has loaded (see useTooltipModule).
 */
import type { ReactNode } from 'react';
import { useTooltipModule } from './useTooltipModule';

export function DeferredTooltipGroup({ children }: { children: ReactNode }) {
  const mod = useTooltipModule();
  return mod ? <mod.TooltipProvider>{children}</mod.TooltipProvider> : children;
}
