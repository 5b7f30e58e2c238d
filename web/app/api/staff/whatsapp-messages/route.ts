import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { setWhatsappMessage } from '@/lib/staff/whatsapp-messages';
import { whatsappMessageSchema } from '@/lib/validation/whatsapp-message';

/** An admin sets one kind of lead's WhatsApp message (issue 54): `{kind, en, hi}` -> 200 `{kind, en, hi}`. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    return setWhatsappMessage(member.id, parseInput(whatsappMessageSchema, await readJson(request)));
  });
