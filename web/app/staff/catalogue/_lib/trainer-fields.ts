import type { TrainerForm } from '@/lib/validation/catalogue';
import { inputTime } from '@/lib/validation/catalogue';
import type { TrainerFields } from '../_components/trainer-form';

/** A stored trainer as the form's inputs hold it: times for time inputs, languages as one line, numbers as text. */
export function trainerFields(trainer: TrainerForm): TrainerFields {
  return {
    trainerName: trainer.trainerName,
    trainerImage: trainer.trainerImage,
    language: trainer.language.join(', '),
    courses: trainer.courses.map((c) => ({
      courseId: c.courseId,
      description: c.description,
      batches: c.batches.map((b) => ({
        id: b.id,
        days: b.days,
        feeType: b.feeType,
        demoLink: b.demoLink,
        timings: b.timings.map((t) => ({ from: inputTime(t.from), to: inputTime(t.to) })),
        sessions: b.sessions.map((s) => ({
          name: s.name, price: s.price, originalPrice: s.originalPrice ?? '', sessionsCount: s.sessionsCount ?? '',
        })),
      })),
    })),
  };
}

export const EMPTY_TRAINER: TrainerFields = { trainerName: '', trainerImage: '', language: '', courses: [] };
