import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { inboxHref } from '@/lib/staff/leads/address';
import { leadFiltersSchema } from '@/lib/validation/leads';

/**
 * The inbox's address for a set of filters: `{kind, status, owner, course, from, to, q}` -> `{href}`, with the search
 * sealed, so the learner's name or number typed into it never travels in an address in the clear. A POST: the
 * search reaches the server in a body, which no log keeps.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    await requireStaff(request);
    return { href: inboxHref(parseInput(leadFiltersSchema, await readJson(request))) };
  });
