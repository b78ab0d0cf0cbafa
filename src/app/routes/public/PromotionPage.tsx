import { env } from '../../../config/env';
import { FaqAccordion } from '../../../features/promotion/components/FaqAccordion';
import { HowItWorks } from '../../../features/promotion/components/HowItWorks';
import { OfferingsSection } from '../../../features/promotion/components/OfferingsSection';
import { PlansSection } from '../../../features/promotion/components/PlansSection';
import { PromotionCta } from '../../../features/promotion/components/PromotionCta';
import { PromotionHero } from '../../../features/promotion/components/PromotionHero';
import { QuoteForm } from '../../../features/promotion/components/QuoteForm';

/** /promotion: advertising offers, plans, the quote form, steps, FAQs and contact. */
export default function PromotionPage() {
  const { brandName: brand, contactEmail, contactPhone } = env;
  return (
    <div className="mx-auto flex max-w-content flex-col gap-16 px-4 py-8 sm:gap-20 sm:px-6 sm:py-12 lg:px-8">
      <PromotionHero brand={brand} />
      <OfferingsSection />
      <PlansSection brand={brand} contactEmail={contactEmail} />
      <QuoteForm brand={brand} contactEmail={contactEmail} />
      <HowItWorks />
      <FaqAccordion />
      <PromotionCta brand={brand} contactEmail={contactEmail} contactPhone={contactPhone} />
    </div>
  );
}
