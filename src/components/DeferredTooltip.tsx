/**
 * A Tooltip (same props) whose Radix code loads when the browser is idle: until then the trigger
 * renders on its own, fully usable, just without the tooltip.
 *
 *   <DeferredTooltip content={post.title} side="right" delayDuration={0}>
 *     <Link to={`/popular/${post.slug}`}>…</Link>
 *   </DeferredTooltip>
 */
import type { TooltipProps } from './Tooltip';
import { useTooltipModule } from './useTooltipModule';

export function DeferredTooltip(props: TooltipProps) {
  const mod = useTooltipModule();
  return mod ? <mod.Tooltip {...props} /> : props.children;
}
