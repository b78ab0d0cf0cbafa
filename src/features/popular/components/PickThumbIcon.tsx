import { Icon, type IconName } from '../../../components/Icon';

/** An icon in a pick's thumbnail place (`className` its size): a sample entry's, or a post's without an image. */
export function PickThumbIcon({ name, className }: { name: IconName; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} flex items-center justify-center bg-linear-to-br from-brand-600 to-brand-900 text-brand-200`}
    >
      <Icon name={name} className="h-6 w-6" />
    </span>
  );
}
