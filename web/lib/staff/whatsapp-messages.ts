import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { WHATSAPP_MESSAGE_KINDS, type WhatsappMessageKind } from '@/lib/db/lead-words';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { DEFAULT_MESSAGES } from '@/lib/whatsapp-messages';
import type { WhatsappMessage } from '@/lib/validation/whatsapp-message';
import { audit } from './audit';

const { whatsappMessages } = tables;

export type MessagePair = Record<Locale, string>;

type Row = { kind: WhatsappMessageKind; locale: string; body: string };

/** `kinds`' messages: the site's own words, with the admins' rows in their place. */
function withDefaults<K extends WhatsappMessageKind>(kinds: readonly K[], rows: Row[]): Record<K, MessagePair> {
  const messages = Object.fromEntries(kinds.map((kind) => [kind, { ...DEFAULT_MESSAGES[kind] }])) as Record<
    K,
    MessagePair
  >;
  for (const row of rows) {
    const pair = messages[row.kind as K];
    if (pair && isLocale(row.locale)) pair[row.locale] = row.body;
  }
  return messages;
}

/** Every kind's message in both languages, as admins last set them, else the site's own words. */
export async function readWhatsappMessages(): Promise<Record<WhatsappMessageKind, MessagePair>> {
  const db = await getDb();
  return withDefaults(WHATSAPP_MESSAGE_KINDS, await db.select().from(whatsappMessages));
}

/** One kind's message in both languages, for a lead's page. */
export async function readWhatsappMessage(kind: WhatsappMessageKind): Promise<MessagePair> {
  const db = await getDb();
  const rows = await db.select().from(whatsappMessages).where(eq(whatsappMessages.kind, kind));
  return withDefaults([kind], rows)[kind];
}

/**
 * An admin sets one kind's message in both languages: one audit row ('whatsapp-message.change', the kind and the
 * languages that changed; the words are in the table) when anything changed, none when nothing did.
 */
export async function setWhatsappMessage(actorId: number, message: WhatsappMessage): Promise<WhatsappMessage> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    // One change of a kind at a time (its rows may not exist yet to lock): the same message sent twice at once
    // stores and audits once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp-message:${message.kind}`}))`);
    const rows = await tx.select().from(whatsappMessages).where(eq(whatsappMessages.kind, message.kind));
    const before = withDefaults([message.kind], rows)[message.kind];
    const changed = locales.filter((locale) => before[locale] !== message[locale]);
    if (changed.length === 0) return;
    const now = new Date();
    for (const locale of changed) {
      const set = { body: message[locale], updatedBy: actorId, updatedAt: now };
      await tx
        .insert(whatsappMessages)
        .values({ kind: message.kind, locale, ...set })
        .onConflictDoUpdate({ target: [whatsappMessages.kind, whatsappMessages.locale], set });
    }
    await audit(tx, actorId, 'whatsapp-message.change', message.kind, { languages: changed });
  });
  return message;
}
