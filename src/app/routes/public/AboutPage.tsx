import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { env } from '../../../config/env';
import { AboutContent } from '../../../features/info/components/AboutContent';
import type { FirstView, PageHeadFields } from '../../pages/types';

/** /about: the site, its editorial standards, playing responsibly, and contact details. */
const TITLE = 'About';

export function firstView({ site }: FirstView): PageHeadFields {
  return {
    title: TITLE,
    description: `About ${site.brand}: who we are, our editorial standards, playing responsibly and how to reach us.`,
  };
}

export default function AboutPage() {
  useDocumentTitle(TITLE);
  return (
    <AboutContent
      brand={env.brandName}
      contactEmail={env.contactEmail}
      contactPhone={env.contactPhone}
      supportEmail={env.supportEmail}
    />
  );
}
