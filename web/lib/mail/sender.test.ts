import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRevalidation } from '@/lib/next-internals/tags-manifest';
import { chooseSender, DEFAULT_SENDER, mailSender, readSiteSenderWith, type Sender, type SiteSender } from './sender';

const env = vi.hoisted(() => ({ MAIL_FROM: undefined as string | undefined }));
vi.mock('@/lib/env', () => ({ env }));

const studio: SiteSender = { name: 'Skills Academy', address: 'no-reply@skillsacademy.example' };

/** The From header nodemailer writes for a sender, and the address the SMTP envelope would use. */
async function sent(from: Sender) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from, to: 'asha.rao@example.in', subject: 'Hello', text: 'Hello' });
  const headers = (info.message as Buffer)
    .toString()
    .split('\n\n')[0]!
    .replace(/\n[ \t]+/g, ' ');
  return { from: /^From: (.*)$/m.exec(headers)?.[1], envelope: info.envelope.from, headers };
}

describe('the sender of a mail', () => {
  it('is MAIL_FROM when an operator sets it, whatever the site settings say', () => {
    expect(chooseSender('Ops <ops@academy.example>', studio)).toBe('Ops <ops@academy.example>');
  });

  it("is else the site settings' name and address", () => {
    expect(chooseSender(undefined, studio)).toEqual({
      name: 'Skills Academy',
      address: 'no-reply@skillsacademy.example',
    });
    expect(chooseSender(undefined, { name: null, address: ' no-reply@skillsacademy.example ' })).toEqual({
      name: '',
      address: 'no-reply@skillsacademy.example',
    });
  });

  it('is the default when the settings name no usable address', () => {
    for (const site of [
      null,
      undefined,
      { name: 'Skills Academy', address: null },
      { name: 'Skills Academy', address: '' },
      { name: 'Skills Academy', address: 'no-reply' },
      { name: 'Skills Academy', address: 'Skills <no-reply@skillsacademy.example>' },
      { name: 'Skills Academy', address: 'a@skillsacademy.example, b@elsewhere.example' },
      { name: 'Skills Academy', address: 'no-reply@skillsacademy.example\nBcc: all@elsewhere.example' },
    ])
      expect(chooseSender(undefined, site), JSON.stringify(site)).toBe(DEFAULT_SENDER);
  });

  it('hands a name with quotes, commas or line breaks on as one name, never pasted into the header', async () => {
    const sender = chooseSender(undefined, {
      name: 'Skills "Academy", Pune\r\nBcc: x@evil.example',
      address: studio.address,
    });
    expect(sender).toEqual({ name: 'Skills "Academy", Pune Bcc: x@evil.example', address: studio.address });
    const mail = await sent(sender);
    expect(mail.from).toBe('"Skills \\"Academy\\", Pune Bcc: x@evil.example" <no-reply@skillsacademy.example>');
    expect(mail.envelope).toBe('no-reply@skillsacademy.example');
    expect(mail.headers).not.toMatch(/^Bcc:/m);
    expect((await sent(chooseSender(undefined, { name: null, address: studio.address }))).from).toBe(studio.address);
  });
});

describe('mailSender', () => {
  afterEach(() => {
    env.MAIL_FROM = undefined;
    vi.restoreAllMocks();
  });

  /** A read of the site settings' sender that counts its runs. */
  function countingRead(answer: () => Promise<SiteSender | null> = async () => studio) {
    const read = {
      runs: 0,
      run: () => {
        read.runs++;
        return answer();
      },
    };
    readSiteSenderWith(read.run);
    return read;
  }

  it('reads the site settings once for many mails, again after a revalidation or 30 seconds', async () => {
    const read = countingRead();
    const senders = await Promise.all(Array.from({ length: 5 }, () => mailSender()));
    expect(senders).toEqual(Array(5).fill({ name: 'Skills Academy', address: 'no-reply@skillsacademy.example' }));
    expect(read.runs).toBe(1);

    recordRevalidation(['content:siteSettings']);
    await mailSender();
    expect(read.runs).toBe(2);
    await mailSender();
    expect(read.runs).toBe(2);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    await mailSender();
    expect(read.runs).toBe(3);
  });

  it('never holds a mail for a slow read: the last sender read, or the default after a short wait at first', async () => {
    let answer: (site: SiteSender) => void = () => undefined;
    const read = countingRead(() => new Promise((resolve) => (answer = resolve)));
    const started = Date.now();
    expect(await mailSender()).toBe(DEFAULT_SENDER);
    expect(Date.now() - started).toBeLessThan(2_000);
    answer(studio);
    await vi.waitFor(async () => expect(await mailSender()).toEqual(chooseSender(undefined, studio)));
    // A read made again after a revalidation that never answers: mail keeps going from the sender read before.
    recordRevalidation(['content:siteSettings']);
    expect(await mailSender()).toEqual(chooseSender(undefined, studio));
    expect(read.runs).toBe(2);
  });

  it('takes MAIL_FROM without reading the settings', async () => {
    const read = countingRead();
    env.MAIL_FROM = 'Ops <ops@academy.example>';
    expect(await mailSender()).toBe('Ops <ops@academy.example>');
    expect(read.runs).toBe(0);
  });

  it('sends from the default when the settings cannot be read, and logs no address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = countingRead(async () => {
      throw new Error('siteSettings of editor asha.rao@example.in is broken');
    });
    expect(await mailSender()).toBe(DEFAULT_SENDER);
    expect(await mailSender()).toBe(DEFAULT_SENDER);
    expect(read.runs).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('[address]');
    expect(String(warn.mock.calls[0]![0])).not.toContain('asha.rao');
  });
});
