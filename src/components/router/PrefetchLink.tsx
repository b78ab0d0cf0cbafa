import { Link, type LinkProps } from 'react-router-dom';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';

/** A link whose page is fetched ahead on the reader's intent (usePrefetchOnIntent). */
export function PrefetchLink(props: LinkProps & { to: string }) {
  return <Link {...props} {...usePrefetchOnIntent(props.to)} />;
}
