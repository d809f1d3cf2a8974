import { Button, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { type BusinessOnboardingInput, businessOnboardingSchema } from '../../../../schema/api/onboarding';
import { BUDGET_STEP, MIN_MONTHLY_BUDGET, ONBOARDING_BUDGET_PLACEHOLDER } from '../../../../schema/constants';
import { FormField } from '../signin/form-field';

type FieldName = keyof BusinessOnboardingInput;
type FieldErrors = Partial<Record<FieldName, string>>;

/** The first message per field, in the shared schema's words (SPEC.md section 5). */
function fieldErrorsOf(data: BusinessOnboardingInput): FieldErrors {
  const result = businessOnboardingSchema.safeParse(data);
  if (result.success) return {};
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as FieldName;
    fields[name] ??= issue.message;
  }
  return fields;
}

function readForm(form: HTMLFormElement): BusinessOnboardingInput {
  const data = new FormData(form);
  const text = (name: FieldName) => String(data.get(name) ?? '');
  const optional = (name: FieldName) => text(name).trim() || undefined;
  return {
    businessName: text('businessName'),
    websiteUrl: text('websiteUrl').trim(),
    monthlyBudget: text('monthlyBudget'),
    industry: optional('industry'),
    targetAudience: optional('targetAudience'),
  };
}

interface BusinessFormStepProps {
  initial: BusinessOnboardingInput | null;
  pending: boolean;
  onSubmit(data: BusinessOnboardingInput): void;
}

/** Step 1: the business and its budget. Validates on submit with the schema the server uses. */
export function BusinessFormStep({ initial, pending, onSubmit }: BusinessFormStepProps) {
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = readForm(event.currentTarget);
    const found = fieldErrorsOf(data);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(data);
  };

  return (
    <Card size="3">
      <form onSubmit={submit} noValidate aria-label="Tell us about your business">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5">
            Your business
          </Heading>
          <fieldset disabled={pending} className="onboarding-fieldset">
            <Flex direction="column" gap="4">
              <FormField
                id="business-name"
                name="businessName"
                label="Business Name"
                autoComplete="organization"
                defaultValue={initial?.businessName ?? ''}
                placeholder="Harbor Bikes"
                data-testid="input-business-name"
                error={errors.businessName}
              />
              <FormField
                id="website-url"
                name="websiteUrl"
                label="Website URL"
                type="url"
                inputMode="url"
                autoComplete="url"
                defaultValue={initial?.websiteUrl ?? ''}
                placeholder="https://www.example.com"
                data-testid="input-website-url"
                error={errors.websiteUrl}
              />
              <FormField
                id="monthly-budget"
                name="monthlyBudget"
                label="Monthly Budget (USD)"
                type="number"
                inputMode="numeric"
                min={MIN_MONTHLY_BUDGET}
                step={BUDGET_STEP}
                placeholder={String(ONBOARDING_BUDGET_PLACEHOLDER)}
                defaultValue={initial ? String(initial.monthlyBudget) : ''}
                data-testid="input-monthly-budget"
                error={errors.monthlyBudget}
              />
              <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                <FormField
                  id="industry"
                  name="industry"
                  label="Industry (Optional)"
                  defaultValue={initial?.industry ?? ''}
                  placeholder="e.g. Bike repair"
                  data-testid="input-industry"
                  error={errors.industry}
                />
                <FormField
                  id="target-audience"
                  name="targetAudience"
                  label="Target Audience (Optional)"
                  defaultValue={initial?.targetAudience ?? ''}
                  placeholder="e.g. Commuters in Portland"
                  data-testid="input-target-audience"
                  error={errors.targetAudience}
                />
              </Grid>
            </Flex>
          </fieldset>
          <Flex justify="between" gap="3" mt="2" className="onboarding-actions">
            <Button asChild variant="soft" color="gray" size="3" data-testid="button-back">
              <Link to="/">
                <ArrowLeftIcon aria-hidden /> Back
              </Link>
            </Button>
            <Button type="submit" size="3" disabled={pending} data-testid="button-see-preview">
              {pending ? <Spinner /> : <MagicWandIcon aria-hidden />}
              {pending ? 'Analyzing Website...' : 'See What AI Will Build'}
            </Button>
          </Flex>
          {pending && (
            <Flex align="center" gap="3" role="status" data-testid="status-analyzing">
              <Spinner size="2" />
              <Text size="2" color="gray">
                AI is analyzing your website...
              </Text>
            </Flex>
          )}
        </Flex>
      </form>
    </Card>
  );
}
