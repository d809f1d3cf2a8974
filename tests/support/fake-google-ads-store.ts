import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { MutateOperation, services } from 'google-ads-api';
import { enums } from 'google-ads-api/enums';

/**
 * What the fake Google Ads account holds after the mutates it accepted: campaigns, budgets, ad
 * groups, ads, keywords, campaign criteria, assets and their campaign links, by real id. A mutate is applied whole or not at all
 * (Google's atomic Mutate); campaign names are unique per account (DUPLICATE_CAMPAIGN_NAME). With a
 * state file the account outlives the process (a test kills the product with SIGKILL and restarts it).
 */
export interface StoredEntity {
  id: string;
  customerId: string;
  entity: string;
  /** Campaign of a campaign, ad group or campaign criterion; ad group of an ad or keyword. */
  parent: string | null;
  resourceName: string;
  fields: Record<string, unknown>;
  removed: boolean;
}

export interface AccountStore {
  entities: StoredEntity[];
  nextId: number;
  /** Applies one mutate; returns Google's response or throws what Google would. */
  apply(customerId: string, operations: MutateOperation<unknown>[]): services.IMutateGoogleAdsResponse;
  /** Rows for the queries the launch and policy reading make; undefined when the store has no answer. */
  answer(customerId: string, query: string): Record<string, unknown>[] | undefined;
  of(customerId: string, entity: string): StoredEntity[];
}

const COLLECTIONS: Record<string, string> = {
  campaign_budget: 'campaignBudgets',
  campaign: 'campaigns',
  ad_group: 'adGroups',
  ad_group_ad: 'adGroupAds',
  ad_group_criterion: 'adGroupCriteria',
  campaign_criterion: 'campaignCriteria',
  asset: 'assets',
  campaign_asset: 'campaignAssets',
};

const statusName = (value: unknown) => (typeof value === 'number' ? String(enums.CampaignStatus[value] ?? value) : String(value ?? 'ENABLED'));

export function createAccountStore(stateFile?: string, onDuplicateName?: () => unknown): AccountStore {
  const saved = stateFile && existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { entities: StoredEntity[]; nextId: number }) : null;
  const store: AccountStore = {
    entities: saved?.entities ?? [],
    nextId: saved?.nextId ?? 9_000,
    of: (customerId, entity) => store.entities.filter((item) => item.customerId === customerId && item.entity === entity && !item.removed),
    apply(customerId, operations) {
      const entities = structuredClone(store.entities);
      let nextId = store.nextId;
      const real = new Map<string, string>();
      const idOf = (name: string) => (real.get(name) ?? name).split('/').pop() ?? '';
      const results = operations.map((operation) => {
        const collection = COLLECTIONS[operation.entity] ?? operation.entity;
        if (operation.operation === 'remove') {
          const name = String(operation.resource);
          const target = entities.find((item) => item.resourceName === name);
          if (target) target.removed = true;
          return { [`${operation.entity}_result`]: { resource_name: name } };
        }
        const resource = { ...(operation.resource as Record<string, unknown>) };
        // References to resources created earlier in this mutate hold their real names once stored.
        for (const field of ['campaign_budget', 'campaign', 'ad_group', 'asset']) {
          const value = resource[field];
          if (typeof value === 'string' && real.has(value)) resource[field] = real.get(value);
        }
        if (operation.operation === 'update') {
          const name = String(resource.resource_name);
          const target = entities.find((item) => item.resourceName === name);
          if (target) Object.assign(target.fields, resource);
          return { [`${operation.entity}_result`]: { resource_name: name } };
        }
        let name = String(resource.resource_name ?? '');
        let id: string;
        let parent: string | null = null;
        if (typeof resource.ad_group === 'string') parent = idOf(resource.ad_group);
        if (typeof resource.campaign === 'string') parent = idOf(resource.campaign);
        if (operation.entity === 'ad_group_ad' || operation.entity === 'ad_group_criterion' || operation.entity === 'campaign_criterion' || operation.entity === 'campaign_asset') {
          id = `${parent}~${nextId++}`;
        } else {
          id = String(nextId++);
        }
        const realName = `customers/${customerId}/${collection}/${id}`;
        if (name) real.set(name, realName);
        name = realName;
        if (operation.entity === 'campaign') {
          const taken = entities.some((item) => item.customerId === customerId && item.entity === 'campaign' && !item.removed && item.fields.name === resource.name);
          if (taken && onDuplicateName) throw onDuplicateName();
        }
        entities.push({ id, customerId, entity: operation.entity, parent, resourceName: name, fields: resource, removed: false });
        return { [`${operation.entity}_result`]: { resource_name: name } };
      });
      store.entities = entities;
      store.nextId = nextId;
      if (stateFile) writeFileSync(stateFile, JSON.stringify({ entities: store.entities, nextId: store.nextId }));
      return { mutate_operation_responses: results } as services.IMutateGoogleAdsResponse;
    },
    answer(customerId, query) {
      const launched = query.match(/FROM campaign WHERE campaign\.name LIKE '%\(AdPilot (\w+)\)'/);
      if (launched) {
        return store
          .of(customerId, 'campaign')
          .filter((item) => String(item.fields.name).endsWith(`(AdPilot ${launched[1]})`))
          .map((item) => ({ campaign: { id: item.id, name: item.fields.name, status: statusName(item.fields.status) } }));
      }
      const budgetLookup = query.match(/FROM campaign WHERE campaign\.id (?:= (\d+)|IN \(([^)]*)\))$/);
      if (budgetLookup) {
        const ids = new Set((budgetLookup[1] ?? budgetLookup[2]).split(',').map((id) => id.trim()));
        return store
          .of(customerId, 'campaign')
          .filter((item) => ids.has(item.id))
          .map((item) => ({ campaign: { id: item.id, campaign_budget: item.fields.campaign_budget, status: statusName(item.fields.status) } }));
      }
      const groupsOf = (campaignId: string) => new Map(store.of(customerId, 'ad_group').filter((item) => item.parent === campaignId).map((item) => [item.id, item]));
      const adsOfCampaign = query.match(/FROM ad_group_ad WHERE campaign\.id = (\d+) AND ad_group_ad\.status != 'REMOVED'/);
      if (adsOfCampaign) {
        const groups = groupsOf(adsOfCampaign[1]);
        return store
          .of(customerId, 'ad_group_ad')
          .filter((item) => groups.has(item.parent ?? ''))
          .map((item) => {
            const ad = item.fields.ad as { responsive_search_ad?: { headlines?: { text: string }[] } };
            return {
              ad_group: { id: item.parent, name: groups.get(item.parent ?? '')?.fields.name },
              ad_group_ad: { ad: { id: item.id.split('~')[1], responsive_search_ad: { headlines: ad.responsive_search_ad?.headlines ?? [] } } },
            };
          });
      }
      const keywordsOfCampaign = query.match(/FROM ad_group_criterion WHERE campaign\.id = (\d+) AND ad_group_criterion\.type = 'KEYWORD'/);
      if (keywordsOfCampaign) {
        const groups = groupsOf(keywordsOfCampaign[1]);
        return store
          .of(customerId, 'ad_group_criterion')
          .filter((item) => groups.has(item.parent ?? ''))
          .map((item) => ({
            ad_group: { id: item.parent, name: groups.get(item.parent ?? '')?.fields.name },
            ad_group_criterion: { criterion_id: item.id.split('~')[1], keyword: item.fields.keyword },
          }));
      }
      const assetsOfCampaign = query.match(/FROM campaign_asset WHERE campaign\.id = (\d+)/);
      if (assetsOfCampaign) {
        return store
          .of(customerId, 'campaign_asset')
          .filter((item) => item.parent === assetsOfCampaign[1])
          .map((item) => ({ campaign_asset: { resource_name: item.resourceName, field_type: item.fields.field_type, asset: item.fields.asset } }));
      }
      const criteriaOfCampaign = query.match(/FROM campaign_criterion WHERE campaign\.id = (\d+) AND campaign_criterion\.type (?:IN \(([^)]*)\)|= ('\w+'))/);
      if (criteriaOfCampaign) {
        const types = criteriaOfCampaign[2] ?? criteriaOfCampaign[3];
        return store
          .of(customerId, 'campaign_criterion')
          .filter((item) => item.parent === criteriaOfCampaign[1])
          .filter((item) => Object.keys(item.fields).some((field) => types.includes(`'${field.toUpperCase()}'`)))
          .map((item) => ({ campaign_criterion: { resource_name: item.resourceName, ...item.fields } }));
      }
      return undefined;
    },
  };
  return store;
}
