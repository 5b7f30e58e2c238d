import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { invalid } from '@/lib/domain-errors';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { changeLeads } from '@/lib/leads/bulk';
import { requireStaff } from '@/lib/staff/guard';
import { matchingLeadIds } from '@/lib/staff/leads/inbox';
import { bulkLeadsSchema, MATCHING_MAX } from '@/lib/validation/leads';

const TOO_MANY = `More than ${MATCHING_MAX.toLocaleString('en-IN')} leads match: narrow the filter first`;

/**
 * One change to several leads from the list (issue 54): `{ids}` or `{matching: filters}`, with
 * `{owner, status, lostCode, lostReason, followUp}` ('' for as it is) ->
 * 200 `{changed, unchanged, refused: [{id, name, reason}]}`, one audit row per change to a lead.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const { ids, matching, ...change } = parseInput(bulkLeadsSchema, await readJson(request));
    const targets = ids ?? (await matchingLeadIds(matching!, member.id, MATCHING_MAX + 1));
    if (targets.length > MATCHING_MAX) throw invalid(TOO_MANY);
    return changeLeads(member.id, targets, change);
  });
