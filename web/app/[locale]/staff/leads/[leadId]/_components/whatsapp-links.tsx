import { getTranslations } from 'next-intl/server';
import { demoForMessage } from '@/lib/academy/demos/console-demos';
import type { LeadKind } from '@/lib/db/lead-words';
import { defaultLocale, languageNames, locales } from '@/lib/i18n/locales';
import { fillMessage, firstNameOf, messageKindOf } from '@/lib/whatsapp-messages';
import { whatsappHref } from '@/lib/phone';
import { readWhatsappMessage } from '@/lib/staff/whatsapp-messages';
import styles from '../../../staff.module.css';

type Props = { lead: { id: number; kind: LeadKind; name: string; phone: string; courseNames: string } };

/**
 * A lead's WhatsApp chats (issue 54): the admins' message for its kind typed in, with the learner's first name, the
 * course and a booked demo's time; first in the language the learner asked in (a demo's; English otherwise), then
 * in the other. Nothing for a number WhatsApp cannot reach.
 */
export async function WhatsappLinks({ lead }: Props) {
  const demo = lead.kind === 'demo' ? await demoForMessage(lead.id) : null;
  const [t, pair] = await Promise.all([
    getTranslations('staffLead'),
    readWhatsappMessage(messageKindOf(lead.kind, Boolean(demo?.when))),
  ]);
  const first = demo?.locale ?? defaultLocale;
  const links = [first, ...locales.filter((locale) => locale !== first)].map((locale) => ({
    locale,
    href: whatsappHref(
      lead.phone,
      fillMessage(pair[locale], locale, {
        name: firstNameOf(lead.name),
        course: lead.courseNames,
        demoTime: demo?.when?.[locale],
      }),
    ),
  }));
  if (!links[0]!.href) return null;
  return links.map(({ locale, href }, i) => (
    <li key={locale}>
      <a
        className={i === 0 ? styles.callButton : undefined}
        href={href!}
        target="_blank"
        rel="noopener noreferrer"
        hrefLang={locale}
      >
        {i === 0 ? t('whatsapp') : t('whatsappIn', { language: languageNames[locale] })}
      </a>
    </li>
  ));
}
