import 'server-only';
import { isDomainError } from '@/lib/academy/errors';
import { loggedFailure, sendNow, staffInviteMail } from '@/lib/mail';
import { addMember, PASSWORD_LINK_HOURS } from './members';

/**
 * An admin's invitation: the member is added and mailed their one-time link. When the mail cannot go out the
 * member stays added (`mailed: false`) and the console says to try `npm run staff -- link EMAIL`.
 */
export async function inviteMember(actorId: number, email: string, role: 'admin' | 'counsellor') {
  const { id, link } = await addMember(email, role, actorId);
  try {
    // Not queued to retry: the outbox would keep the one-time link, which only its hash may be.
    await sendNow(staffInviteMail(email, link, PASSWORD_LINK_HOURS), 'staff', null);
    return { id, mailed: true, message: `Invitation mailed to ${email}` };
  } catch (error) {
    if (isDomainError(error)) throw error;
    console.warn(`[mail] staff invitation not accepted: ${loggedFailure(error)}`);
    return {
      id,
      mailed: false,
      message: `${email} was added, but the invitation could not be mailed. Run: npm run staff -- link ${email}`,
    };
  }
}
