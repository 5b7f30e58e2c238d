import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { setLeadRules } from '@/lib/staff/lead-rules';
import { leadRulesSchema } from '@/lib/validation/leads';

/** An admin sets the academy's rules for new leads (issue 54): `{responseHours}` -> 200 `{responseHours}`. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    return setLeadRules(member.id, parseInput(leadRulesSchema, await readJson(request)));
  });
