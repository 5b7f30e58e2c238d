import { parseInput } from '@/lib/academy/input';
import { countWhatsappClick } from '@/lib/academy/whatsapp-clicks';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { clickedPage } from '@/lib/routes/clicked-page';
import { whatsappClickSchema } from '@/lib/validation/whatsapp-click';

/**
 * The "Chat on WhatsApp" button was pressed (issue 54): `{path}` -> 202 `{counted}`, counted under its page and India's
 * day for the staff dashboard; an address no page serves counts nothing. Sent by the browser as the chat opens.
 */
export const POST = (request: Request) =>
  respond(async () => {
    const { path } = parseInput(whatsappClickSchema, await readJson(request));
    const page = clickedPage(path);
    return { counted: page ? await countWhatsappClick(page) : false };
  }, 202);
