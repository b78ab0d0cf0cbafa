import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { env } from '../../../config/env';
import { PolicyContent } from '../../../features/info/components/PolicyContent';
import type { FirstView, PageHeadFields } from '../../pages/types';

/** /policy: the privacy policy, and the terms and conditions (#terms). */
const TITLE = 'Privacy policy';

export function firstView({ site }: FirstView): PageHeadFields {
  return {
    title: TITLE,
    description: `How ${site.brand} handles your data, and the terms of using the site.`,
  };
}

export default function PolicyPage() {
  useDocumentTitle(TITLE);
  return (
    <PolicyContent
      brand={env.brandName}
      contactEmail={env.contactEmail}
      supportEmail={env.supportEmail}
    />
  );
}
