import { MarketingHeader } from '../components/MarketingHeader';
import { Hero } from '../components/Hero';
import { FeatureGrid } from '../components/FeatureGrid';
import { InsightsSection } from '../components/InsightsSection';
import { FeatureList } from '../components/FeatureList';
import { Testimonials } from '../components/Testimonials';
import { Pricing } from '../components/Pricing';
import { Faq } from '../components/Faq';
import { ClosingCta } from '../components/ClosingCta';
import { MarketingFooter } from '../components/MarketingFooter';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../policy';
import { useDocumentTitle } from '../useDocumentTitle';

export default function LandingPage() {
  useDocumentTitle(`${PRODUCT_NAME} — ${PRODUCT_TAGLINE}`);
  return (
    <div className="min-h-screen bg-white font-sans text-slate-900 antialiased">
      <MarketingHeader />
      <main>
        <Hero />
        <FeatureGrid />
        <InsightsSection />
        <FeatureList />
        <Testimonials />
        <Pricing />
        <Faq />
        <ClosingCta />
      </main>
      <MarketingFooter />
    </div>
  );
}
