import { trainerSchema, type Trainer } from '@/lib/contract';
import { apiFetch } from '@/lib/browser/academy-api';

/** The trainer demo's lookup from the browser (spec section 7), checked with the contract's schema before the UI reads it. */
export async function getTrainer(trainerId: number, signal?: AbortSignal): Promise<Trainer> {
  const response = await apiFetch(`/api/current/getTrainer/${trainerId}`, { signal });
  if (!response.ok) throw new Error(`GET trainer ${trainerId}: HTTP ${response.status}`);
  return trainerSchema.parse(await response.json());
}
