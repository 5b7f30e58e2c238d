import 'server-only';
import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';
import type { Mail } from './transport';
import { mailWords } from './words';

// What a learner is mailed when their demo request or enrolment is stored (issue 28): what they asked for, what
// happens next and the way back to the course, as plain text and as simple HTML (inline styles only: mail clients
// drop style sheets). Everything the learner typed is escaped in the HTML. In the language of the page the learner
// sent it from (issue 33).

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Say = ReturnType<typeof mailWords>;
type Common = { to: string; name: string; courseName: string; courseUrl: string; locale?: Locale };
/** A link the mail offers before the way back to the course: the first is its main button. */
type Link = { label: string; url: string };
type Words = { subject: string; intro: string; rows: [string, string][]; next: string; links?: Link[] };

const button = (primary: boolean) =>
  primary
    ? 'display:inline-block;background:#5165a5;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px;margin:0 8px 8px 0'
    : 'display:inline-block;background:#ffffff;color:#3d4f8a;text-decoration:none;padding:9px 15px;border-radius:6px;border:1px solid #5165a5;margin:0 8px 8px 0';

/** A confirmation in the learner's language: `words` says what was asked for with that language's words. */
export function confirmation(common: Common, words: (say: Say) => Words): Mail {
  const locale = common.locale ?? defaultLocale;
  const say = mailWords(locale);
  const c = { ...common, ...words(say), locale };
  const rows = c.rows.filter(([, value]) => value);
  const links = [...(c.links ?? []), { label: say('backTo', { course: c.courseName }), url: c.courseUrl }];
  const text = [
    say('hello', { name: c.name }),
    c.intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${say('whatHappensNext')} ${c.next}`,
    ...(c.links ?? []).map((link) => `${link.label}: ${link.url}`),
    `${say('coursePage')} ${c.courseUrl}`,
    say('notYou'),
  ].join('\n\n');
  const cell = 'padding:6px 12px 6px 0;vertical-align:top';
  const html = `<!doctype html><html lang="${languageTags[c.locale]}"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2433;background:#f7f8fc">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dde1ec;border-radius:10px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(say('hello', { name: c.name }))}</p>
<p style="margin:0 0 16px">${escapeHtml(c.intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};text-align:left;color:#5b6275;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p style="margin:0 0 16px"><strong>${escapeHtml(say('whatHappensNext'))}</strong> ${escapeHtml(c.next)}</p>
<p style="margin:0 0 8px">${links
    .map((link, i) => `<a href="${escapeHtml(link.url)}" style="${button(i === 0)}">${escapeHtml(link.label)}</a>`)
    .join('')}</p>
<p style="margin:0;color:#5b6275;font-size:13px">${escapeHtml(say('notYou'))}</p>
</div></body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}

/** `pickUrl`: the booking page where the learner picks the demo's time (issue 53). */
export const demoConfirmation = (d: Common & { trainerName: string; city: string; pickUrl: string }) =>
  confirmation(d, (say) => ({
    subject: say('demoSubject', { course: d.courseName }),
    intro: say('demoIntro', { course: d.courseName }),
    rows: [
      [say('course'), d.courseName],
      [say('trainer'), d.trainerName],
      [say('city'), d.city],
    ],
    next: say('demoNext'),
    links: [{ label: say('demoPick'), url: d.pickUrl }],
  }));

/** `pay`: the fee's pay page and its amount in words ('₹2,199'), when the enrolment is paid online (issue 55). */
export const enrolmentConfirmation = (
  e: Common & {
    trainerName: string;
    timing: string;
    slots: string;
    price: string;
    pay?: { url: string; amount: string };
  },
) =>
  confirmation(e, (say) => ({
    subject: say('enrolmentSubject', { course: e.courseName }),
    intro: say('enrolmentIntro', { course: e.courseName }),
    rows: [
      [say('course'), e.courseName],
      [say('trainer'), e.trainerName],
      [say('timing'), e.timing],
      [say('slot'), e.slots],
      [say('price'), e.pay?.amount ?? e.price],
    ],
    next: say(e.pay ? 'enrolmentPayNext' : 'enrolmentNext'),
    links: e.pay ? [{ label: say('payNow', { amount: e.pay.amount }), url: e.pay.url }] : [],
  }));

/** The learner's receipt for a fee paid online (issue 55), its GST invoice attached as a PDF. */
export const paymentReceipt = (
  r: Common & { description: string; amount: string; paymentId: string; invoice: { id: number; number: string } },
): Mail => ({
  ...confirmation(r, (say) => ({
    subject: say('paymentSubject', { amount: r.amount, course: r.courseName }),
    intro: say('paymentIntro', { course: r.courseName }),
    rows: [
      [say('course'), r.courseName],
      [say('paidFor'), r.description],
      [say('amountPaid'), r.amount],
      [say('paymentId'), r.paymentId],
      [say('invoice'), say('invoiceAttached', { number: r.invoice.number })],
    ],
    next: say('paymentNext'),
  })),
  attachment: { kind: 'invoice', id: r.invoice.id },
});

/** Money given back from a fee paid online (issue 55), its credit note attached when the payment was invoiced. */
export const refundNotice = (
  r: Common & { amount: string; paymentId: string; creditNote: { id: number; number: string } | null },
): Mail => ({
  ...confirmation(r, (say) => ({
    subject: say('refundSubject', { amount: r.amount, course: r.courseName }),
    intro: say('refundIntro', { course: r.courseName }),
    rows: [
      [say('course'), r.courseName],
      [say('amountRefunded'), r.amount],
      [say('paymentId'), r.paymentId],
      [say('creditNote'), r.creditNote ? say('invoiceAttached', { number: r.creditNote.number }) : ''],
    ],
    next: say('refundNext'),
  })),
  ...(r.creditNote ? { attachment: { kind: 'invoice' as const, id: r.creditNote.id } } : {}),
});

const linkExpiry = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(languageTags[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(at);

/** A payment link a counsellor made for the learner (issue 55): what it is for, the amount, and until when it works. */
export const paymentLinkMail = (
  l: Common & { description: string; amount: string; url: string; expiresAt: Date },
): Mail =>
  confirmation(l, (say) => ({
    subject: say('linkSubject', { amount: l.amount, course: l.courseName }),
    intro: say('linkIntro', { course: l.courseName }),
    rows: [
      [say('course'), l.courseName],
      [say('paidFor'), l.description],
      [say('price'), l.amount],
      [say('linkValid'), `${linkExpiry(l.expiresAt, l.locale ?? defaultLocale)} IST`],
    ],
    next: say('linkNext'),
    links: [{ label: say('payNow', { amount: l.amount }), url: l.url }],
  }));
