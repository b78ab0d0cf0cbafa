/**
 * The admin area's "not found" panel (unknown admin path, unknown banner type), or with another
 * `title` a page the signed-in role may not open ("Not allowed").
 */
import { Link } from 'react-router-dom';
import { buttonClass, panelClass } from './styles';

export function AdminNotFound({
  title = 'Page Not Found',
  text = 'There is no admin page at this address.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className={`${panelClass} mx-auto max-w-lg p-8 text-center`}>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
      <Link to="/admin" className={`${buttonClass('primary')} mt-6`}>
        Back to the dashboard
      </Link>
    </section>
  );
}
