import 'server-only';
import type { Mail } from './transport';

// What a learner is mailed when their demo request or enrolment is stored (issue 28): what they asked for, what
// happens next and the way back to the course, as plain text and as simple HTML (inline styles only: mail clients
// drop style sheets). Everything the learner typed is escaped in the HTML.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Confirmation = { to: string; name: string; subject: string; intro: string; rows: [string, string][]; next: string; courseName: string; courseUrl: string };

function confirmation(c: Confirmation): Mail {
  const rows = c.rows.filter(([, value]) => value);
  const text = [
    `Hello ${c.name},`,
    c.intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `What happens next: ${c.next}`,
    `The course page: ${c.courseUrl}`,
    'If you did not send this, reply to this mail and we will remove your details.',
  ].join('\n\n');
  const cell = 'padding:6px 12px 6px 0;vertical-align:top';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2433;background:#f7f8fc">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dde1ec;border-radius:10px;padding:24px">
<p style="margin:0 0 12px">Hello ${escape(c.name)},</p>
<p style="margin:0 0 16px">${escape(c.intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows
    .map(([label, value]) => `<tr><th scope="row" style="${cell};text-align:left;color:#5b6275;font-weight:normal">${escape(label)}</th><td style="${cell}">${escape(value)}</td></tr>`)
    .join('')}</table>
<p style="margin:0 0 16px"><strong>What happens next:</strong> ${escape(c.next)}</p>
<p style="margin:0 0 16px"><a href="${escape(c.courseUrl)}" style="display:inline-block;background:#5165a5;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">Back to ${escape(c.courseName)}</a></p>
<p style="margin:0;color:#5b6275;font-size:13px">If you did not send this, reply to this mail and we will remove your details.</p>
</div></body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}

export const demoConfirmation = (d: { to: string; name: string; courseName: string; trainerName: string; city: string; courseUrl: string }) =>
  confirmation({
    to: d.to, name: d.name, courseName: d.courseName, courseUrl: d.courseUrl,
    subject: `Your demo request for ${d.courseName}`,
    intro: `Thank you for asking for a demo class of ${d.courseName}. We have your request:`,
    rows: [['Course', d.courseName], ['Trainer', d.trainerName], ['City', d.city]],
    next: 'a counsellor will call you within one working day to fix a time for your free demo class with the trainer.',
  });

export const enrolmentConfirmation = (e: {
  to: string; name: string; courseName: string; trainerName: string; timing: string; slots: string; price: string; courseUrl: string;
}) =>
  confirmation({
    to: e.to, name: e.name, courseName: e.courseName, courseUrl: e.courseUrl,
    subject: `Your enrolment in ${e.courseName}`,
    intro: `Thank you for enrolling in ${e.courseName}. We have your enrolment:`,
    rows: [['Course', e.courseName], ['Trainer', e.trainerName], ['Timing (IST)', e.timing], ['Slot', e.slots], ['Price', e.price]],
    next: 'a counsellor will call you within one working day to confirm your batch and share how to pay. Nothing is charged until then.',
  });
