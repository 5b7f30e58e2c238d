import 'server-only';
import { z } from 'zod';
import { isCurrentCopy, revalidationEpoch } from '@/lib/cache/revalidation-epoch';
import { env } from '@/lib/env';
import { globalSingleton } from '@/lib/global-singletons';
import { loggedFailure } from './failures';

/** A mail's From: MAIL_FROM as the operator wrote it, or a name and address that nodemailer quotes and encodes. */
export type Sender = string | { name: string; address: string };

/** The sender the site settings name (Studio, Contact tab); either part may be missing. */
export type SiteSender = { name: string | null; address: string | null };

/** The sender when MAIL_FROM is unset and the site settings name no usable address. */
export const DEFAULT_SENDER = 'Academy <no-reply@academy.local>';

/**
 * MAIL_FROM, when an operator sets it, wins; else the site settings' sender; else the default. The settings' name is
 * handed on as nodemailer's { name, address }, never pasted into a string: nodemailer quotes or encodes it, so a name
 * with quotes, commas or angle brackets stays one name and can add no address. Without a name the address stands alone.
 */
export function chooseSender(configured: string | undefined, site: SiteSender | null | undefined): Sender {
  if (configured) return configured;
  const address = site?.address?.trim();
  if (!address || !z.regexes.email.test(address)) return DEFAULT_SENDER;
  return { name: site?.name?.replace(/\s+/g, ' ').trim() ?? '', address };
}

type SiteSenderRead = () => Promise<SiteSender | null>;
type Copy = { done: Promise<Sender>; epoch: number; madeAt: number };
const holder = globalSingleton('mailSender', (): { read?: SiteSenderRead; copy?: Copy; known?: Sender } => ({}));

/**
 * The longest a mail waits for the settings while no sender is known yet (the first mail after a start): a learner
 * waits on their OTP mail, so a slow content source sends it from the default rather than late.
 */
const FIRST_READ_WAIT_MS = 250;

/**
 * Names how the site settings' sender is read: lib/startup.ts hands over the content layer's read, which this layer
 * cannot import (the content layer sits above the academy, which sends mail). Until then, as in a process that does
 * not run the site, mail goes out from MAIL_FROM or the default.
 */
export function readSiteSenderWith(read: SiteSenderRead): void {
  holder.read = read;
  holder.copy = undefined;
  holder.known = undefined;
}

/**
 * The sender of the next mail. The settings are read again after 30 seconds or a revalidation in this process
 * (lib/cache/revalidation-epoch.ts), not for every mail: the workers send outside any request, where the content
 * layer's 'use cache' cannot run. A mail never waits on that read once a sender is known: it takes the last one read
 * and the read runs beside it. A read that fails keeps the last sender read (the default when none was).
 */
export async function mailSender(): Promise<Sender> {
  const { read } = holder;
  if (env.MAIL_FROM || !read) return chooseSender(env.MAIL_FROM, null);
  const copy = holder.copy && isCurrentCopy(holder.copy) ? holder.copy : readAgain(read);
  if (holder.known) return holder.known;
  let waited: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Sender>((resolve) => {
    waited = setTimeout(() => resolve(DEFAULT_SENDER), FIRST_READ_WAIT_MS);
  });
  return Promise.race([copy.done, late]).finally(() => clearTimeout(waited));
}

function readAgain(read: SiteSenderRead): Copy {
  const copy: Copy = {
    epoch: revalidationEpoch(),
    madeAt: Date.now(),
    done: senderFrom(read).then((sender) => (holder.known = sender ?? holder.known ?? DEFAULT_SENDER)),
  };
  holder.copy = copy;
  return copy;
}

/** The settings' sender, or null when they cannot be read (logged without any address). */
async function senderFrom(read: SiteSenderRead): Promise<Sender | null> {
  try {
    return chooseSender(undefined, await read());
  } catch (error) {
    console.warn(
      `[mail] the site settings' sender could not be read, sending from the last one: ${loggedFailure(error)}`,
    );
    return null;
  }
}
