import { Spinner } from '../../components/Spinner';

/** Shown while a lazy page's chunk loads. */
export function RouteFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label="Loading page" />
    </div>
  );
}
