import { LineSvg } from '../../../components/LineSvg';
import type { IconName } from '../content';

const PATHS: Record<IconName, string> = {
  pen: 'M16.5 3.5l4 4L8 20H4v-4L16.5 3.5zM14 6l4 4',
  layout: 'M4 5h16v14H4zM4 10h16M10 10v9',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z',
  badge:
    'M12 3l2.6 2 3.2-.3.9 3.1 2.6 1.9-1.2 3 1.2 3-2.6 1.9-.9 3.1-3.2-.3L12 21l-2.6-2-3.2.3-.9-3.1L2.7 14.3l1.2-3-1.2-3 2.6-1.9.9-3.1 3.2.3L12 3zM9 12l2 2 4-4',
  share:
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
};

/** A decorative line icon for an offering. */
export function OfferingIcon({
  name,
  className = 'h-6 w-6',
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <LineSvg className={className} strokeWidth={1.8}>
      <path d={PATHS[name]} />
    </LineSvg>
  );
}
