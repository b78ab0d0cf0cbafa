import { useNavigationPending } from '../../../components/router/AppRouter';

/** A thin bar along the top edge while the next page's code loads. */
export function NavigationProgress() {
  const busy = useNavigationPending();
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[55] h-0.5 origin-left bg-linear-to-r from-brand-500 via-brand-400 to-accent-400 transition-transform duration-500 ease-out motion-reduce:transition-none ${busy ? 'scale-x-75' : 'scale-x-0 duration-150'}`}
    />
  );
}
