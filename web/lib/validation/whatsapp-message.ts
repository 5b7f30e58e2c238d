import { z } from 'zod';
import { WHATSAPP_MESSAGE_KINDS } from '@/lib/db/lead-words';
import { MESSAGE_LOCALES, MESSAGE_MAX, unknownPlaceholders } from '@/lib/whatsapp-messages';

const body = z
  .string({ error: 'Write the message' })
  .trim()
  .min(1, 'Write the message')
  .max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX} characters`);

const ONLY_NAME_COURSE = 'Use only the name and the course in braces';
const ONLY_NAME_COURSE_TIME = 'Use only the name, the course and the demo time in braces';

/**
 * An admin's WhatsApp message for one kind of lead (issue 54), in English and Hindi; a braced name the kind does
 * not fill is refused (a learner would read "{phone}").
 */
export const whatsappMessageSchema = z
  .object({ kind: z.enum(WHATSAPP_MESSAGE_KINDS, { error: 'Choose a kind of lead' }), en: body, hi: body })
  .strict()
  .superRefine((message, ctx) => {
    for (const locale of MESSAGE_LOCALES) {
      if (unknownPlaceholders(message[locale], message.kind).length === 0) continue;
      const text = message.kind === 'demo_booked' ? ONLY_NAME_COURSE_TIME : ONLY_NAME_COURSE;
      ctx.addIssue({ code: 'custom', path: [locale], message: text });
    }
  });

export type WhatsappMessageInput = z.input<typeof whatsappMessageSchema>;
export type WhatsappMessage = z.output<typeof whatsappMessageSchema>;
