/**
 * /admin/site-data (the owner's): importing a WordPress or Ghost export, the full export, restore
 * into an empty site, and the scheduled backups' state. Only a backend that has them
 * (capabilities `site_data`) has it; on any other the address is not an admin page.
 */
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { ImportSection } from '../../../features/admin/siteData/ImportSection';
import { SITE_DATA_MESSAGES as M } from '../../../features/admin/siteData/messages';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function SiteDataPage() {
  const { siteData: available, pending } = useCapabilities();
  if (!pending && !available) return <AdminNotFound />;
  return (
    <>
      <AdminPageHeader title={M.title} description={M.explain} />
      {pending ? <AdminLoading text="Loading..." className="max-w-2xl" /> : <ImportSection />}
    </>
  );
}
