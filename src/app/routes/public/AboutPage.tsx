import { env } from '../../../config/env';
import { AboutContent } from '../../../features/info/components/AboutContent';

/** /about: the site, its editorial standards, playing responsibly, and contact details. */
export default function AboutPage() {
  return (
    <AboutContent
      brand={env.brandName}
      contactEmail={env.contactEmail}
      contactPhone={env.contactPhone}
      supportEmail={env.supportEmail}
    />
  );
}
