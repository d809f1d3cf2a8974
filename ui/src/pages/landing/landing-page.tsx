import { AdTestingSection } from './ad-testing-section';
import { AiCoreSection } from './ai-core-section';
import { ClosingCta } from './closing-cta';
import { FeatureStack } from './feature-stack';
import { HowItWorks } from './how-it-works';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';
import './landing.css';

/** The signed-out landing page (SPEC section 2, "Landing page"). */
export function LandingPage() {
  return (
    <div className="landing">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1}>
        <LandingHero />
        <AiCoreSection />
        <FeatureStack />
        <AdTestingSection />
        <HowItWorks />
        <PricingSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
