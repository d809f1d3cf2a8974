import type { TrackingCheck } from '../../schema/api/conversion-tracking';
import type { PageTags } from './find-tracking-tags';

/** Where AdPilot last published the conversion tag with Google Tag Manager (Settings), if it did. */
export interface PublishedContainer {
  containerPublicId: string;
  versionId: string;
  thankYouPath: string;
}

export interface ReadPage {
  url: string;
  tags: PageTags;
}

const merged = (pages: readonly ReadPage[], pick: (tags: PageTags) => string[]): string[] => [...new Set(pages.flatMap((page) => pick(page.tags)))];
const list = (ids: readonly string[]) => ids.join(', ');

/**
 * Judges what the pages show against the account's Google Ads id (`expected`, AW-…; null in demo
 * mode). The order matters: the account's own tag wins over anything else on the page, and a Tag
 * Manager container is trusted only as "present", because what it fires is not in the page.
 */
export function judgeTracking(
  pages: readonly ReadPage[],
  expected: string | null,
  published: PublishedContainer | null = null,
): Pick<TrackingCheck, 'status' | 'message' | 'found'> {
  const found = {
    adsIds: merged(pages, (tags) => tags.adsIds),
    tagManagerContainers: merged(pages, (tags) => tags.tagManagerContainers),
    otherTagIds: merged(pages, (tags) => tags.otherTagIds),
    conversionEvents: merged(pages, (tags) => tags.conversionEvents),
  };
  // Without an account there is no tag of ours on screen yet: say where it will come from.
  const install = expected ? 'Add the Google tag and event snippet shown here.' : 'Add your Google Ads account\'s Google tag and event snippet (Settings shows them once it is connected).';
  const eventNote = (id: string) =>
    found.conversionEvents.some((target) => target.startsWith(`${id}/`))
      ? ` The event snippet (${found.conversionEvents.filter((target) => target.startsWith(`${id}/`)).join(', ')}) is on ${pageOf(pages, id)}.`
      : ' The event snippet was not seen on the pages read: it belongs on the page people see after they contact you.';
  if (expected && found.adsIds.includes(expected)) {
    return { status: 'verified', message: `Tracking verified: the Google tag for ${expected} is on your site.${eventNote(expected)}`, found };
  }
  if (!expected && found.adsIds.length > 0) {
    return {
      status: 'found',
      message: `A Google Ads tag (${list(found.adsIds)}) is on your site. Connect Google Ads to check that it is your account's.`,
      found,
    };
  }
  // The tag AdPilot published sits in a container: the page shows which containers it loads, so the two can be compared.
  if (published && found.tagManagerContainers.includes(published.containerPublicId)) {
    return {
      status: 'verified',
      message: `Tracking verified: your site loads Google Tag Manager container ${published.containerPublicId}, where AdPilot published the conversion tag (version ${published.versionId}). A conversion counts when someone reaches a page whose address contains ${published.thankYouPath}.`,
      found,
    };
  }
  if (published && found.adsIds.length === 0) {
    const loads = found.tagManagerContainers.length > 0 ? `it loads ${list(found.tagManagerContainers)} instead` : 'no Tag Manager container was found on the pages read';
    return {
      status: 'container_not_loaded',
      message: `AdPilot published the conversion tag to Google Tag Manager container ${published.containerPublicId}, but your site does not load that container (${loads}): no conversion can be counted yet. Add ${published.containerPublicId}'s snippet to every page, or publish the tag to the container your site loads.`,
      found,
    };
  }
  if (found.tagManagerContainers.length > 0) {
    const want = expected ? `a "Google Ads Conversion Tracking" tag with conversion ID ${expected}` : 'a "Google Ads Conversion Tracking" tag';
    return {
      status: 'tag_manager',
      message: `Google Tag Manager container ${list(found.tagManagerContainers)} is on your site, but what it fires cannot be seen from outside: check that it has ${want}, and that the container is published.`,
      found,
    };
  }
  if (found.adsIds.length > 0) {
    return {
      status: 'other_account',
      message: `Your site has a Google Ads tag for ${list(found.adsIds)}, not for your connected account (${expected}). Replace it with the Google tag shown here, or add this account's tag beside it.`,
      found,
    };
  }
  if (found.otherTagIds.length > 0) {
    return {
      status: 'analytics_only',
      message: `Your site has a Google tag for ${list(found.otherTagIds)} (Analytics), but no Google Ads tag: no conversion can be counted yet. ${install}`,
      found,
    };
  }
  return { status: 'no_tag', message: `No Google tag was found on your site: no conversion can be counted yet. ${install}`, found };
}

function pageOf(pages: readonly ReadPage[], id: string): string {
  const page = pages.find((candidate) => candidate.tags.conversionEvents.some((target) => target.startsWith(`${id}/`)));
  return page ? new URL(page.url).pathname : 'your site';
}
