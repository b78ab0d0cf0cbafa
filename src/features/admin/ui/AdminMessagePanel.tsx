/**
 * A panel with one message and a way back, for screens that cannot show their content
 * ("Category not found", "Failed to fetch category", …). `alert` announces it as an error.
 *
 *   <AdminMessagePanel text="Category not found" backTo="/admin/categories" backLabel="Back to categories" />
 */
import { Link } from 'react-router-dom';
import { buttonClass, panelClass } from './styles';

export function AdminMessagePanel({
  text,
  alert = false,
  backTo,
  backLabel,
}: {
  text: string;
  alert?: boolean;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className={`${panelClass} flex max-w-2xl flex-col items-start gap-4 p-6`}>
      <p role={alert ? 'alert' : undefined} className="font-medium">
        {text}
      </p>
      <Link to={backTo} className={buttonClass('secondary', 'sm')}>
        {backLabel}
      </Link>
    </div>
  );
}
