import { describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGE_KINDS } from '@/lib/db/lead-words';
import {
  DEFAULT_MESSAGES,
  fillMessage,
  firstNameOf,
  MESSAGE_LOCALES,
  messageKindOf,
  unknownPlaceholders,
} from './whatsapp-messages';

describe('WhatsApp messages', () => {
  it("fills the learner's first name, the course and the demo time; a lead without a course reads 'your course'", () => {
    const values = { name: firstNameOf('  Asha   Kulkarni '), course: 'Kathak', demoTime: 'Sat, 5 Dec, 5–6 pm IST' };
    expect(fillMessage('Hi {name}, {course} on {demoTime}.', 'en', values)).toBe(
      'Hi Asha, Kathak on Sat, 5 Dec, 5–6 pm IST.',
    );
    expect(fillMessage('{course}', 'en', { name: 'A', course: '' })).toBe('your course');
    expect(fillMessage('{course}', 'hi', { name: 'A', course: '' })).toBe('आपका कोर्स');
  });

  it('leaves a brace it does not fill as typed, the object prototype included', () => {
    for (const body of ['{phone}', '{constructor}', '{__proto__}', '{toString}', '{}', '{demoTime}'])
      expect(fillMessage(body, 'en', { name: 'Asha', course: 'Kathak' })).toBe(body);
  });

  it('names the braces a kind does not fill, each once; only a booked demo fills the time', () => {
    expect(unknownPlaceholders('{phone} {phone} {name} {demoTime}', 'enquiry')).toEqual(['phone', 'demoTime']);
    expect(unknownPlaceholders('{name} {course} {demoTime}', 'demo_booked')).toEqual([]);
    expect(unknownPlaceholders('{ name }', 'demo')).toEqual([' name ']);
  });

  it("the site's own words use only what their kind fills", () => {
    for (const kind of WHATSAPP_MESSAGE_KINDS)
      for (const locale of MESSAGE_LOCALES)
        expect(unknownPlaceholders(DEFAULT_MESSAGES[kind][locale], kind)).toEqual([]);
  });

  it('a demo with a booked time has its own message', () => {
    expect(messageKindOf('demo', true)).toBe('demo_booked');
    expect(messageKindOf('demo', false)).toBe('demo');
    expect(messageKindOf('enquiry', true)).toBe('enquiry');
  });
});
