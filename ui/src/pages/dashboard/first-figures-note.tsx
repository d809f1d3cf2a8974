import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout } from '@radix-ui/themes';
import type { Business, Campaign } from '../../../../schema/entities';
import { FIRST_FIGURES_NOTE } from '../../../../schema/messages';

/**
 * Between the launch and the first reported impression every figure is zero: say what happens next
 * and when, rather than leave the owner looking at $0.00 (and, in demo mode, how to see it now).
 */
export function FirstFiguresNote({ business, campaigns }: { business: Business; campaigns: Campaign[] | undefined }) {
  if (!campaigns || campaigns.length === 0) return null;
  const anyFigures = business.currentMonthAdSpend > 0 || campaigns.some((campaign) => campaign.impressions > 0);
  // Paused by the owner, nothing starts serving: the header says so instead.
  if (anyFigures || business.pausedSince) return null;
  return (
    <Callout.Root color="blue" data-testid="note-first-figures">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        <strong>{FIRST_FIGURES_NOTE.title}</strong> {FIRST_FIGURES_NOTE.body}
        {business.demoMode ? ` ${FIRST_FIGURES_NOTE.demoHint}` : ''}
      </Callout.Text>
    </Callout.Root>
  );
}
