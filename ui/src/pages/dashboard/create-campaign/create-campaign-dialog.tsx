import { Badge, Box, Button, Card, Dialog, Flex, ScrollArea, Text, TextField } from '@radix-ui/themes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { CreateCampaignResponse, DashboardCampaignPreviewResponse } from '../../../../../schema/api/campaigns';
import { apiUrl } from '../../../../../schema/api/paths';
import { BUDGET_STEP, MIN_MONTHLY_BUDGET } from '../../../../../schema/constants';
import { DASHBOARD_ERROR_TOASTS, DASHBOARD_SUCCESS_TOASTS } from '../../../../../schema/messages';
import { userMessage } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../realtime/query-keys';
import { toast } from '../../../toast/toast-store';
import { CampaignAssetsView, hasAssets } from '../../../components/campaign-assets-view';
import { AdCopyLines } from '../ad-copy-lines';
import { currencySymbol } from '../number-format';
import { useDashboardMutation } from '../use-dashboard-mutation';
import { budgetIsValid, type CreateCampaignFields, canGeneratePreview } from './create-campaign-form';

const EMPTY: CreateCampaignFields = { campaignName: '', budget: '' };

/**
 * Create Campaign in two steps: name and budget → the AI's preview → confirm. Closing resets
 * everything; a preview that arrives after the dialog closed (or was reopened) is ignored.
 */
export function CreateCampaignDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [fields, setFields] = useState<CreateCampaignFields>(EMPTY);
  const [preview, setPreview] = useState<DashboardCampaignPreviewResponse | null>(null);
  // Bumped on every close: a preview request remembers the session it belongs to.
  const session = useRef(0);

  const generate = useMutation({
    mutationFn: async (input: CreateCampaignFields & { session: number }) => {
      const res = await apiRequest('POST', apiUrl('previewCampaign'), { campaignName: input.campaignName.trim(), budget: Number(input.budget) });
      return { preview: (await res.json()) as DashboardCampaignPreviewResponse, session: input.session };
    },
    onSuccess: (result) => {
      if (result.session === session.current) setPreview(result.preview);
    },
    onError: (error, input) => {
      if (input.session !== session.current) return;
      toast({
        ...DASHBOARD_ERROR_TOASTS.campaignPreviewFailed,
        description: userMessage(error, DASHBOARD_ERROR_TOASTS.campaignPreviewFailed.description),
        variant: 'destructive',
      });
    },
  });

  const reset = () => {
    session.current += 1;
    setFields(EMPTY);
    setPreview(null);
    generate.reset();
  };

  const create = useDashboardMutation({
    mutationFn: async (variants: DashboardCampaignPreviewResponse['adVariants']) =>
      (await (
        await apiRequest('POST', apiUrl('createCampaign'), {
          campaignName: fields.campaignName.trim(),
          budget: Number(fields.budget),
          previewAdVariants: variants,
        })
      ).json()) as CreateCampaignResponse,
    success: DASHBOARD_SUCCESS_TOASTS.campaignCreated,
    failure: DASHBOARD_ERROR_TOASTS.createCampaignFailed,
    refresh: [QUERY_KEYS.campaigns, QUERY_KEYS.hierarchy],
    onSuccess: () => {
      reset();
      onOpenChange(false);
    },
  });

  const setOpen = (next: boolean) => {
    if (!next) {
      if (create.isPending) return;
      reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!budgetIsValid(fields.budget)) {
      toast({ ...DASHBOARD_ERROR_TOASTS.invalidBudget, variant: 'destructive' });
      return;
    }
    if (!canGeneratePreview(fields, generate.isPending)) return;
    generate.mutate({ ...fields, session: session.current });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content maxWidth="560px" data-testid="card-create-campaign-dialog">
        {preview ? (
          <>
            <Dialog.Title>Preview Your Campaign Ads</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              Theme: <Text weight="medium" data-testid="text-preview-theme">{preview.campaignTheme}</Text>
            </Dialog.Description>
            <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: '50vh' }}>
              <Flex direction="column" gap="3" mt="4" pr="3">
                {preview.adVariants.map((variant, index) => (
                  <Card key={index} variant="surface" data-testid={`card-preview-variant-${String.fromCharCode(65 + index)}`}>
                    <Badge mb="2">Variant {String.fromCharCode(65 + index)}</Badge>
                    <AdCopyLines headlines={variant.headlines} descriptions={variant.descriptions} />
                  </Card>
                ))}
                {/* The site's assets, as the business's launched campaigns carry them (engine/assets/business-site-assets.ts). */}
                {hasAssets(preview.assets) && <CampaignAssetsView assets={preview.assets} testId="card-preview-assets" />}
              </Flex>
            </ScrollArea>
            <Flex gap="3" mt="5" justify="end">
              <Button variant="soft" color="gray" onClick={() => setPreview(null)} disabled={create.isPending} data-testid="button-back-to-form">
                Back
              </Button>
              <Button onClick={() => create.mutate(preview.adVariants)} disabled={create.isPending} data-testid="button-confirm-create">
                {create.isPending ? 'Creating...' : 'Confirm & Create'}
              </Button>
            </Flex>
          </>
        ) : (
          <form onSubmit={submit}>
            <Dialog.Title>Create New Campaign</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              Name it and set a monthly budget; the AI writes the ads for you to review.
            </Dialog.Description>
            <Flex direction="column" gap="4" mt="4">
              <Box>
                <Text as="label" htmlFor="create-campaign-name" size="2" weight="medium">
                  Campaign Name
                </Text>
                <TextField.Root
                  id="create-campaign-name"
                  mt="1"
                  value={fields.campaignName}
                  onChange={(event) => setFields({ ...fields, campaignName: event.target.value })}
                  placeholder="e.g., Summer Sale, New Product Launch, Holiday Special"
                  data-testid="input-campaign-name"
                />
              </Box>
              <Box>
                <Text as="label" htmlFor="create-campaign-budget" size="2" weight="medium">
                  Monthly Budget ({currencySymbol()})
                </Text>
                <TextField.Root
                  id="create-campaign-budget"
                  mt="1"
                  type="number"
                  inputMode="decimal"
                  min={MIN_MONTHLY_BUDGET}
                  step={BUDGET_STEP}
                  value={fields.budget}
                  onChange={(event) => setFields({ ...fields, budget: event.target.value })}
                  aria-describedby="create-campaign-budget-hint"
                  data-testid="input-campaign-budget"
                />
                <Text as="p" size="1" color="gray" mt="1" id="create-campaign-budget-hint">
                  Recommended minimum: {currencySymbol()}
                  {MIN_MONTHLY_BUDGET}/month
                </Text>
              </Box>
            </Flex>
            <Flex gap="3" mt="5" justify="end">
              <Button type="button" variant="soft" color="gray" onClick={() => setOpen(false)} data-testid="button-cancel-create">
                Cancel
              </Button>
              <Button type="submit" disabled={!canGeneratePreview(fields, generate.isPending)} data-testid="button-generate-preview">
                {generate.isPending ? 'Generating Preview...' : 'Generate Preview'}
              </Button>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
