import { describe, expect, it } from 'vitest';
import { validationErrorBody } from '../validation-error';
import { createCampaignRequestSchema } from './campaigns';
import { businessOnboardingSchema } from './onboarding';

const valid = { businessName: 'Harbor Bikes', websiteUrl: 'https://harborbikes.example', monthlyBudget: '1000' };

/** The message for one field after parsing `input`, or undefined if that field passed. */
function messageFor(input: unknown, field: string): string | undefined {
  const result = businessOnboardingSchema.safeParse(input);
  return result.success ? undefined : validationErrorBody(result.error).fields?.[field];
}

describe('business onboarding schema (SPEC section 5)', () => {
  it('accepts the form as typed and gives the budget as a number', () => {
    expect(businessOnboardingSchema.parse({ ...valid, industry: '', targetAudience: 'Commuters' })).toEqual({
      ...valid,
      monthlyBudget: 1000,
      industry: '',
      targetAudience: 'Commuters',
    });
    expect(businessOnboardingSchema.parse({ ...valid, monthlyBudget: 20 }).monthlyBudget).toBe(20);
    expect(businessOnboardingSchema.parse({ ...valid, monthlyBudget: ' 20.50 ' }).monthlyBudget).toBe(20.5);
  });

  it("business name: 'Business name is required'", () => {
    expect(messageFor({ ...valid, businessName: '' }, 'businessName')).toBe('Business name is required');
    expect(messageFor({ ...valid, businessName: '   ' }, 'businessName')).toBe('Business name is required');
    expect(messageFor({ ...valid, businessName: undefined }, 'businessName')).toBe('Business name is required');
  });

  it.each(['', 'harborbikes', 'harbor bikes.com', 'ftp://harborbikes.example', 'javascript:alert(1)', undefined])(
    "website %j: 'Must be a valid URL'",
    (websiteUrl) => {
      expect(messageFor({ ...valid, websiteUrl }, 'websiteUrl')).toBe('Must be a valid URL');
    },
  );

  it('accepts http and https URLs, including a local test site', () => {
    for (const websiteUrl of ['http://harborbikes.example/shop?x=1', 'https://www.harborbikes.example', 'http://127.0.0.1:4000']) {
      expect(messageFor({ ...valid, websiteUrl }, 'websiteUrl')).toBeUndefined();
    }
  });

  it.each([
    ['', 'Budget is required'],
    ['   ', 'Budget is required'],
    [undefined, 'Budget is required'],
    [null, 'Budget is required'],
    ['19.99', 'Budget must be at least $20'],
    ['0', 'Budget must be at least $20'],
    ['-50', 'Budget must be at least $20'],
    ['abc', 'Budget must be at least $20'],
    ['1e3', 'Budget must be at least $20'],
    [19, 'Budget must be at least $20'],
    [true, 'Budget must be at least $20'],
    ['1000001', 'Budget must be at most $1,000,000'],
  ])('monthly budget %j: %s', (monthlyBudget, message) => {
    expect(messageFor({ ...valid, monthlyBudget }, 'monthlyBudget')).toBe(message);
  });

  it('accepts exactly $20', () => {
    expect(messageFor({ ...valid, monthlyBudget: '20' }, 'monthlyBudget')).toBeUndefined();
  });

  it('industry and target audience are optional', () => {
    expect(businessOnboardingSchema.safeParse(valid).success).toBe(true);
  });
});

describe('create campaign request (SPEC section 5)', () => {
  const ad = { headlines: ['One Headline', 'Two Headline', 'Three Headline'], descriptions: ['First line.', 'Second line.'] };

  it('trims the name and rejects an empty one', () => {
    const result = createCampaignRequestSchema.safeParse({ campaignName: '   ', budget: 50, previewAdVariants: [ad] });
    expect(validationErrorBody(result.error!).fields).toEqual({ campaignName: 'Campaign name is required' });
  });

  it("budget below 20: 'Budget must be at least $20'", () => {
    const result = createCampaignRequestSchema.safeParse({ campaignName: 'Summer Sale', budget: 10, previewAdVariants: [ad] });
    expect(validationErrorBody(result.error!).fields).toEqual({ budget: 'Budget must be at least $20' });
  });

  it("checks variants against Google's limits before anything is launched", () => {
    const tooLong = { ...ad, headlines: [...ad.headlines.slice(0, 2), 'x'.repeat(31)] };
    const duplicate = { ...ad, headlines: ['Same', 'same', 'Other'] };
    const tooFew = { ...ad, descriptions: ['Only one.'] };
    const fields = (variant: unknown) =>
      validationErrorBody(
        createCampaignRequestSchema.safeParse({ campaignName: 'Summer Sale', budget: 50, previewAdVariants: [variant] }).error!,
      ).fields;
    expect(fields(tooLong)).toEqual({ 'previewAdVariants.0.headlines.2': 'Headline must be at most 30 characters as Google Ads counts them (a Chinese, Japanese or Korean character counts as two)' });
    expect(fields(duplicate)).toEqual({ 'previewAdVariants.0.headlines': 'Headlines must be unique' });
    expect(fields(tooFew)).toEqual({ 'previewAdVariants.0.descriptions': 'At least 2 descriptions are required' });
  });
});
