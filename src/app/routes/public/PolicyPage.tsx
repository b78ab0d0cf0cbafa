import { env } from '../../../config/env';
import { PolicyContent } from '../../../features/info/components/PolicyContent';

/** /policy: the privacy policy, and the terms and conditions (#terms). */
export default function PolicyPage() {
  return (
    <PolicyContent
      brand={env.brandName}
      contactEmail={env.contactEmail}
      supportEmail={env.supportEmail}
    />
  );
}
