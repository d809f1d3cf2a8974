import type { UndoSearchTermResponse } from '../../schema/api/search-terms';
import { errors } from '../../schema/errors';
import type { EngineContext } from '../engine-context';
import { domainEvent } from '../events/domain-events';
import { runUnit } from '../events/unit-of-work';
import { insertActivityEntries } from '../persistence/activity-log-writer';
import { businessIdOfUser } from '../queries/business-of-user';
import { isUuid } from '../queries/list-campaigns';
import { presentSearchTerm, SEARCH_TERM_SELECT, type SearchTermRow } from './list-search-terms';

/**
 * The owner takes back what the engine did with a search, in one click: an exclusion (the negative
 * keyword is removed at the platform, and every search it excluded serves again) or an added keyword
 * (paused at the platform). The searches concerned are marked as the owner's: the engine never
 * decides them again. Anything else is a conflict and changes nothing.
 */
export async function undoSearchTermDecision(ctx: EngineContext, userId: string, searchTermId: string): Promise<UndoSearchTermResponse> {
  const businessId = await businessIdOfUser(ctx.db, userId);
  if (!businessId || !isUuid(searchTermId)) throw errors.notFound('Search term not found');
  const nowMs = ctx.clock();
  return runUnit(ctx.db, ctx.bus, async (unit) => {
    const { tx } = unit;
    const [locked] = await tx.query<{ negative_id: string | null; platform_negative_id: string | null; platform_keyword_id: string | null }>(
      `select s.negative_id, (select n.platform_negative_id from search_term_negatives n where n.id = s.negative_id) as platform_negative_id,
         (select k.platform_keyword_id from keywords k where k.id = s.keyword_id) as platform_keyword_id
       from search_terms s where s.id = $1 and s.business_id = $2 for update`,
      [searchTermId, businessId],
    );
    const [found] = locked ? await tx.query<SearchTermRow>(`${SEARCH_TERM_SELECT} where t.id = $1`, [searchTermId]) : [];
    const row = found && locked ? { ...found, ...locked } : undefined;
    if (!row) throw errors.notFound('Search term not found');
    const term = presentSearchTerm(row);
    if (!term.canUndo) throw errors.conflict('Nothing to undo: AdPilot neither excluded this search nor added it as a keyword, or you already undid it.');
    const platform = await ctx.platforms.openOne(tx, businessId);
    let title: string;
    let message: string;
    if (term.status === 'excluded' && row.negative_id && row.platform_negative_id) {
      await platform.removeNegativeKeywords?.([row.platform_negative_id]);
      await tx.query('update search_term_negatives set removed_at = $2 where id = $1', [row.negative_id, new Date(nowMs)]);
      const reason = `You undid the exclusion: the negative keyword "${term.negative?.text}" was removed, so this search can show your ads again. AdPilot will not exclude it again.`;
      await tx.query(`update search_terms set status = 'kept', owner_override = true, reason = $2, updated_at = $3 where negative_id = $1 and status = 'excluded'`, [row.negative_id, reason, new Date(nowMs)]);
      title = `Exclusion of "${term.text}" undone`;
      message = `You undid the exclusion of "${term.text}": the negative keyword "${term.negative?.text}" (${term.negative?.matchType.toLowerCase()} match) was removed.`;
    } else if (term.status === 'added' && row.keyword_id && row.platform_keyword_id) {
      await platform.setKeywordStatus(row.platform_keyword_id, 'PAUSED');
      await tx.query(`update keywords set status = 'paused' where id = $1`, [row.keyword_id]);
      await tx.query(`update search_terms set status = 'kept', owner_override = true, reason = $2, updated_at = $3 where id = $1`, [
        searchTermId,
        'You undid adding this search as a keyword: the keyword was paused. AdPilot will not add it again.',
        new Date(nowMs),
      ]);
      title = `Keyword "${term.text}" taken back`;
      message = `You undid adding "${term.text}" as a keyword: it was paused.`;
      unit.emit(domainEvent('hierarchy.changed', businessId, { businessId, campaignId: row.campaign_id }));
    } else {
      throw errors.conflict('Nothing to undo for this search.');
    }
    await ctx.platforms.save(tx, new Map([[businessId, platform]]));
    const written = await insertActivityEntries(tx, [
      { businessId, campaignId: row.campaign_id, title, message, level: 'info', eventType: 'automation', createdAt: nowMs, details: { by: 'owner', searchTermId } },
    ]);
    for (const { entry } of written) unit.emit(domainEvent('activity.created', businessId, entry));
    const [after] = await tx.query<SearchTermRow>(`${SEARCH_TERM_SELECT} where t.id = $1`, [searchTermId]);
    return { message: term.status === 'excluded' ? 'Exclusion undone' : 'Keyword taken back', term: presentSearchTerm(after) };
  });
}
