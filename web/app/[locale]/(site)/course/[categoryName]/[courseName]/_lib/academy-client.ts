import type { Trainer } from '@/lib/backend';
import { trainerFromWire } from '@/lib/backend/wire';
import { apiFetch } from '@/lib/browser/academy-api';
import { trainerSchema } from '@/lib/contract';

/**
 * The trainer demo's lookup from the browser (spec section 7), checked with the contract's schema and read into the
 * app's names before the UI reads it.
 */
export async function getTrainer(trainerId: number, signal?: AbortSignal): Promise<Trainer> {
  const response = await apiFetch(`/api/current/getTrainer/${trainerId}`, { signal });
  if (!response.ok) {
    // The error's body is not needed; left unread it would keep the request open.
    await response.body?.cancel();
    throw new Error(`GET trainer ${trainerId}: HTTP ${response.status}`);
  }
  return trainerFromWire(trainerSchema.parse(await response.json()));
}
