/**
 * /admin/site-data (the owner's): importing a WordPress or Ghost export, the full export, restore
 * into an empty site, and the scheduled backups' state. Only a backend that has them
 * (capabilities `site_data`) has it; on any other the address is not an admin page.
 */
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../../api/baseApi';
import type { SiteRestoreAnswer } from '../../../contract/siteDataCalls';
import { adminSignedOutWith } from '../../../features/admin/auth/authSlice';
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { BackupsSection } from '../../../features/admin/siteData/BackupsSection';
import { ExportSection } from '../../../features/admin/siteData/ExportSection';
import { ImportSection } from '../../../features/admin/siteData/ImportSection';
import { SITE_DATA_MESSAGES as M } from '../../../features/admin/siteData/messages';
import { RestoreSection } from '../../../features/admin/siteData/RestoreSection';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';

export default function SiteDataPage() {
  const { siteData: available, pending } = useCapabilities();
  const onRestored = useSignOutAfterRestore();
  if (!pending && !available) return <AdminNotFound />;
  return (
    <>
      <AdminPageHeader title={M.title} description={M.explain} />
      {pending ? (
        <AdminLoading text="Loading..." className="max-w-2xl" />
      ) : (
        <>
          <ImportSection />
          <ExportSection />
          <RestoreSection onRestored={onRestored} />
          <BackupsSection />
        </>
      )}
    </>
  );
}

/**
 * A restore ended every session, this one's too: to the login page with the answer's message
 * (it names the account to sign in as), every cached answer dropped.
 */
function useSignOutAfterRestore() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (answer: SiteRestoreAnswer) => {
    dispatch(adminSignedOutWith(answer.message));
    navigate('/admin/login', { replace: true });
    dispatch(baseApi.util.resetApiState());
  };
}
