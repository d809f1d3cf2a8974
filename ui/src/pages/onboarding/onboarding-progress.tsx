import { Flex, Progress, Text } from '@radix-ui/themes';
import { ONBOARDING_STEPS } from '../../../../schema/constants';
import type { OnboardingStep } from '../../../../machines/onboarding';

/** SPEC.md section 2: the caption of each step. */
export const STEP_CAPTIONS: Record<OnboardingStep, string> = {
  1: 'Tell us about your business and budget',
  2: 'See what our AI will build for you',
  3: 'Link your Google advertising account',
  4: 'Activate your automated campaigns',
};

/** 'Step N of 4' with the progress bar (progress = step / 4) and the step's caption. */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const label = `Step ${step} of ${ONBOARDING_STEPS}`;
  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="baseline" gap="3" wrap="wrap">
        <Text size="2" weight="medium" color="gray" data-testid="text-step">
          {label}
        </Text>
        <Text size="2" color="gray" data-testid="text-step-caption">
          {STEP_CAPTIONS[step]}
        </Text>
      </Flex>
      <Progress value={(step / ONBOARDING_STEPS) * 100} aria-label={label} data-testid="progress-onboarding" size="2" />
    </Flex>
  );
}
