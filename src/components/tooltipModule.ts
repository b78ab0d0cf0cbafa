// The Radix tooltip parts, in one chunk that useTooltipModule loads when the browser is idle.
export { Tooltip } from './Tooltip';
export { TooltipProvider } from './TooltipProvider';
