import { EnterIcon } from '@radix-ui/react-icons';
import { Button, Callout, Container, Flex, Heading } from '@radix-ui/themes';
import { useAuth } from '../auth/use-auth';
import { AppTopBar } from '../components/app-top-bar';
import { loginUrl } from '../lib/return-to';
import { BusinessFormStep } from './onboarding/business-form-step';
import { ConnectAdsStep } from './onboarding/connect-ads-step';
import { OnboardingProgress } from './onboarding/onboarding-progress';
import { PaymentStep } from './onboarding/payment-step';
import { PreviewStep } from './onboarding/preview-step';
import { useOnboardingWizard } from './onboarding/use-onboarding-wizard';
import './onboarding/onboarding.css';

/**
 * /onboarding: the 4-step wizard (SPEC.md section 2) driven by machines/onboarding.ts. The route is
 * open to signed-out visitors (SPEC route table); they are offered sign-in, since every step after
 * the form needs an account.
 */
export function OnboardingPage() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const { snapshot, send } = useOnboardingWizard();
  const { step, businessData, preview } = snapshot.context;

  return (
    <>
      <AppTopBar user={user} />
      <main>
        <Container size="2" px="4" py={{ initial: '5', sm: '7' }}>
          <Flex direction="column" gap="5">
            <Heading as="h1" size="8">
              Get Started
            </Heading>
            <OnboardingProgress step={step} />
            {!isLoading && !isAuthenticated && (
              <Callout.Root color="blue" data-testid="callout-sign-in">
                <Callout.Icon>
                  <EnterIcon />
                </Callout.Icon>
                <Callout.Text>
                  Sign in or create an account to save your business.{' '}
                  <Button asChild variant="ghost" size="1">
                    <a href={loginUrl('/onboarding')}>Sign in</a>
                  </Button>
                </Callout.Text>
              </Callout.Root>
            )}
            {snapshot.matches('step1') && (
              <BusinessFormStep
                initial={businessData}
                pending={snapshot.matches({ step1: 'generatingPreview' })}
                onSubmit={(data) => send({ type: 'form.submit', data })}
              />
            )}
            {snapshot.matches('step2') && (
              <PreviewStep
                preview={preview}
                websiteUrl={businessData?.websiteUrl}
                onBack={() => send({ type: 'step.back' })}
                onNext={() => send({ type: 'step.next' })}
                onTargetingChange={(targeting) => send({ type: 'targeting.edit', targeting })}
              />
            )}
            {snapshot.matches('step3') && (
              <ConnectAdsStep
                websiteUrl={businessData?.websiteUrl}
                onBack={() => send({ type: 'step.back' })}
                onDemo={(kind) => send({ type: kind === 'skip' ? 'demo.skip' : 'demo.continue' })}
              />
            )}
            {(snapshot.matches('step4') || snapshot.matches('done')) && <PaymentStep snapshot={snapshot} send={send} />}
          </Flex>
        </Container>
      </main>
    </>
  );
}
