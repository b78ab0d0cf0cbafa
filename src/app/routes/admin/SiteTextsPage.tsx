/**
 * /admin/settings: the responsible-gambling texts readers see in the footer and under betting
 * posts. Only a backend that keeps them (capabilities `site_texts`) has it; on any other the
 * address is not an admin page, and the texts are the app's build-time defaults.
 */
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { failureMessage } from '../../../features/admin/lib/writeResult';
import { SITE_TEXT_MESSAGES as M } from '../../../features/admin/settings/messages';
import {
  useGetAdminSiteTextsQuery,
  useSaveSiteTextsMutation,
} from '../../../features/admin/settings/api';
import { SiteTextsForm } from '../../../features/admin/settings/SiteTextsForm';
import { AdminLoading } from '../../../features/admin/ui/AdminLoading';
import { AdminMessagePanel } from '../../../features/admin/ui/AdminMessagePanel';
import { AdminNotFound } from '../../../features/admin/ui/AdminNotFound';
import { AdminPageHeader } from '../../../features/admin/ui/AdminPageHeader';
import { useAdminNotify } from '../../../features/admin/ui/useAdminNotify';
import type { SiteTexts } from '../../../contract/siteTexts';

export default function SiteTextsPage() {
  const { siteTexts: available, pending } = useCapabilities();
  const texts = useGetAdminSiteTextsQuery(undefined, { skip: !available });
  const [save, { isLoading: saving }] = useSaveSiteTextsMutation();
  const notify = useAdminNotify();
  if (!pending && !available) return <AdminNotFound />;

  const submit = async (values: SiteTexts) => {
    try {
      const answer = await save(values).unwrap();
      notify({ kind: 'success', text: answer.message || M.saved });
    } catch (caught) {
      notify({ kind: 'error', text: failureMessage(caught, M.saveFailed) });
    }
  };

  return (
    <>
      <AdminPageHeader title={M.title} description={M.explain} />
      {pending || texts.isLoading ? (
        <AdminLoading text={M.loading} className="max-w-2xl" />
      ) : texts.data ? (
        <SiteTextsForm initial={texts.data} saving={saving} onSubmit={submit} />
      ) : (
        <AdminMessagePanel
          text={M.loadFailed}
          alert
          backTo="/admin"
          backLabel="Back to dashboard"
        />
      )}
    </>
  );
}
