import { type PublishConversionTagResponse, TAG_MANAGER_NAMES } from '../../schema/api/tag-manager';
import { AppError, errors } from '../../schema/errors';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import type { TagSnippet } from '../google-ads/conversion-tracking';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { containerPath, type GtmContainer, type GtmTag, type GtmTrigger, type TagManagerClient } from './tag-manager-client';
import { type TagManagerConnections, tagManagerFailure } from './tag-manager-connections';

/** Tag Manager's built-in "All Pages" trigger: where the Conversion Linker fires. */
export const ALL_PAGES_TRIGGER_ID = '2147479553';

export interface PublishConversionTagInput {
  accountId: string;
  containerId: string;
  /** Already validated and normalized by schema/api/tag-manager.ts thankYouPathSchema. */
  thankYouPath: string;
}

/** The trigger: a page view whose Page URL contains the thank-you page's path. */
export function thankYouTrigger(thankYouPath: string): GtmTrigger {
  return {
    name: TAG_MANAGER_NAMES.trigger,
    type: 'pageview',
    filter: [
      {
        type: 'contains',
        parameter: [
          { type: 'template', key: 'arg0', value: '{{Page URL}}' },
          { type: 'template', key: 'arg1', value: thankYouPath },
        ],
      },
    ],
  };
}

/**
 * Tag Manager's "Google Ads Conversion Tracking" tag (type awct). Its Conversion ID field takes the
 * number alone: the AW- prefix of the Google tag is left out.
 */
export function conversionTag(snippet: TagSnippet, triggerId: string): GtmTag {
  return {
    name: TAG_MANAGER_NAMES.tag,
    type: 'awct',
    parameter: [
      { type: 'template', key: 'conversionId', value: snippet.conversionId.replace(/^AW-/i, '') },
      { type: 'template', key: 'conversionLabel', value: snippet.conversionLabel },
    ],
    firingTriggerId: [triggerId],
    notes: 'Created by AdPilot: counts a lead in Google Ads when the thank-you page is seen.',
  };
}

export function conversionLinkerTag(): GtmTag {
  return { name: TAG_MANAGER_NAMES.linker, type: 'gclidw', firingTriggerId: [ALL_PAGES_TRIGGER_ID] };
}

const parameterOf = (tag: GtmTag, key: string) => tag.parameter?.find((parameter) => parameter.key === key)?.value;
const pathOfTrigger = (trigger: GtmTrigger) => trigger.filter?.[0]?.parameter.find((parameter) => parameter.key === 'arg1')?.value;

/** What exists so far, in words: said to the owner when a later step fails, so nothing half-done is silent. */
class Progress {
  readonly created: string[] = [];
  readonly reused: string[] = [];
  workspace: string | null = null;
  versionId: string | null = null;

  describe(publicId: string): string {
    const parts: string[] = [];
    if (this.created.length > 0) parts.push(`created ${this.created.join(', ')}`);
    if (this.versionId) parts.push(`made version ${this.versionId} (not published)`);
    if (parts.length === 0) return `Nothing was changed in ${publicId}.`;
    const where = this.versionId ? `container ${publicId}` : `workspace "${this.workspace ?? TAG_MANAGER_NAMES.workspace}" of ${publicId}`;
    return `AdPilot ${parts.join(' and ')} in ${where}; nothing is live on your site until the container is published. Press Publish again (nothing is created twice), or publish it yourself in Tag Manager.`;
  }
}

async function findOrCreateWorkspace(client: TagManagerClient, path: string) {
  const existing = (await client.listWorkspaces(path)).find((workspace) => workspace.name === TAG_MANAGER_NAMES.workspace);
  if (existing) return existing;
  const created = await client.createWorkspace(path, {
    name: TAG_MANAGER_NAMES.workspace,
    description: 'AdPilot adds the Google Ads conversion tag here and publishes it.',
  });
  return created;
}

/**
 * Publishes the business's Google Ads conversion tracking into the owner's Tag Manager container:
 * in AdPilot's workspace (found again or created), the thank-you page trigger, the Google Ads
 * Conversion Tracking tag and, if the container has none, a Conversion Linker on all pages, each
 * found again by name so a retry creates nothing twice; then a container version, published. The
 * activity log says what was done and why; a failure says what exists.
 */
export async function publishConversionTag(
  ctx: EngineContext,
  tagManager: TagManagerConnections,
  userId: string,
  input: PublishConversionTagInput,
): Promise<PublishConversionTagResponse> {
  const [business] = await ctx.db.query<{ id: string }>('select id from businesses where owner_id = $1', [userId]);
  if (!business) throw errors.conflict('Set up your business first: the tag counts its leads.');
  const snippet = await tagManager.conversionTag(userId);
  const client = await tagManager.clientFor(userId);
  const path = containerPath(input.accountId, input.containerId);
  const progress = new Progress();

  let container: GtmContainer;
  try {
    container = await client.getContainer(path);
  } catch (error) {
    throw tagManagerFailure(error);
  }
  if (!(container.usageContext ?? ['web']).some((context) => context.toLowerCase() === 'web')) {
    throw errors.validation(`${container.publicId} is not a web container: choose the container your website loads.`);
  }
  const publicId = container.publicId;

  const record = async (level: 'success' | 'warning', title: string, message: string, details: Record<string, unknown>) => {
    await runUnit(ctx.db, ctx.bus, async (unit) => {
      const written = await insertActivityEntries(unit.tx, [
        { businessId: business.id, campaignId: null, title, message, level, eventType: 'automation', createdAt: ctx.clock(), details },
      ]);
      for (const { entry } of written) unit.emit(domainEvent('activity.created', business.id, entry));
    });
  };
  const fail = async (error: unknown): Promise<never> => {
    const appError = error instanceof AppError ? error : tagManagerFailure(error);
    if (progress.created.length > 0 || progress.versionId) {
      const said = `${appError.message} ${progress.describe(publicId)}`;
      await record('warning', 'Tag Manager: conversion tag not published', said, {
        containerPublicId: publicId,
        created: progress.created,
        versionId: progress.versionId,
        thankYouPath: input.thankYouPath,
      });
      throw new AppError(appError.code, said);
    }
    throw appError;
  };

  try {
    const workspace = await findOrCreateWorkspace(client, path);
    progress.workspace = workspace.name;

    const wantedTrigger = thankYouTrigger(input.thankYouPath);
    let trigger = (await client.listTriggers(workspace.path)).find((item) => item.name === TAG_MANAGER_NAMES.trigger);
    if (!trigger) {
      trigger = await client.createTrigger(workspace.path, wantedTrigger);
      progress.created.push(`the trigger "${TAG_MANAGER_NAMES.trigger}"`);
    } else if (trigger.type !== 'pageview' || pathOfTrigger(trigger) !== input.thankYouPath || trigger.filter?.[0]?.type !== 'contains') {
      trigger = await client.updateTrigger(trigger.path ?? '', { ...wantedTrigger, triggerId: trigger.triggerId });
      progress.created.push(`the trigger "${TAG_MANAGER_NAMES.trigger}" (now ${input.thankYouPath})`);
    } else {
      progress.reused.push(TAG_MANAGER_NAMES.trigger);
    }
    const triggerId = trigger.triggerId ?? '';

    const tags = await client.listTags(workspace.path);
    const wantedTag = conversionTag(snippet, triggerId);
    const tag = tags.find((item) => item.name === TAG_MANAGER_NAMES.tag);
    let tagId: string;
    if (!tag) {
      tagId = (await client.createTag(workspace.path, wantedTag)).tagId ?? '';
      progress.created.push(`the tag "${TAG_MANAGER_NAMES.tag}"`);
    } else if (
      tag.type !== 'awct' ||
      parameterOf(tag, 'conversionId') !== parameterOf(wantedTag, 'conversionId') ||
      parameterOf(tag, 'conversionLabel') !== snippet.conversionLabel ||
      !(tag.firingTriggerId ?? []).includes(triggerId)
    ) {
      tagId = (await client.updateTag(tag.path ?? '', { ...wantedTag, tagId: tag.tagId })).tagId ?? tag.tagId ?? '';
      progress.created.push(`the tag "${TAG_MANAGER_NAMES.tag}" (updated)`);
    } else {
      tagId = tag.tagId ?? '';
      progress.reused.push(TAG_MANAGER_NAMES.tag);
    }
    // Any Conversion Linker will do (the owner may have one of their own); only a missing one is added.
    const linker = tags.find((item) => item.type === 'gclidw');
    if (!linker) {
      await client.createTag(workspace.path, conversionLinkerTag());
      progress.created.push(`the tag "${TAG_MANAGER_NAMES.linker}"`);
    } else {
      progress.reused.push(linker.name);
    }

    const versioned = await client.createVersion(workspace.path, {
      name: TAG_MANAGER_NAMES.version,
      notes: `Google Ads conversion ${snippet.conversionId}/${snippet.conversionLabel} on pages whose URL contains ${input.thankYouPath}. Published by AdPilot.`,
    });
    if (versioned.syncStatus?.mergeConflict || versioned.syncStatus?.syncError) {
      throw errors.conflict(
        `Tag Manager found a conflict between AdPilot's workspace "${TAG_MANAGER_NAMES.workspace}" and changes made in the container meanwhile. Open that workspace in Tag Manager and resolve the conflict (AdPilot does not overwrite your changes), then press Publish again.`,
      );
    }
    if (versioned.compilerError || !versioned.containerVersion?.path) {
      throw errors.upstream('Tag Manager could not build a version of the container (a compiler error in it). Open the container in Tag Manager to see why.');
    }
    progress.versionId = versioned.containerVersion.containerVersionId;
    const published = await client.publishVersion(versioned.containerVersion.path);
    if (published.compilerError) throw errors.upstream('Tag Manager refused to publish the version (a compiler error in the container).');
    const versionId = published.containerVersion?.containerVersionId ?? progress.versionId;

    const publishedAt = new Date(ctx.clock()).toISOString();
    await tagManager.store.recordPublish(userId, {
      accountId: input.accountId,
      containerId: input.containerId,
      containerPublicId: publicId,
      versionId,
      thankYouPath: input.thankYouPath,
      triggerId,
      tagId,
      publishedAt,
    });
    const message = `Published version ${versionId} in container ${publicId}.`;
    await record(
      'success',
      'Tag Manager: conversion tag published',
      `${message} Google Ads counts a lead each time a visitor sees a page whose address contains ${input.thankYouPath} (tag "${TAG_MANAGER_NAMES.tag}", conversion ${snippet.conversionId}/${snippet.conversionLabel}), so the AI can optimize for leads instead of clicks.`,
      { containerPublicId: publicId, versionId, thankYouPath: input.thankYouPath, created: progress.created, reused: progress.reused },
    );
    return { message, containerPublicId: publicId, versionId, thankYouPath: input.thankYouPath, created: progress.created, reused: progress.reused };
  } catch (error) {
    return fail(error);
  }
}
