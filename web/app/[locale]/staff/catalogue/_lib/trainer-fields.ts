import { inputTime, type TrainerForm } from '@/lib/validation/catalogue';

/** The form's values as its inputs hold them: text for numbers and times, languages as one line. */
export type TrainerFields = {
  trainerName: string;
  trainerNameHi: string;
  trainerImage: string;
  language: string;
  email: string;
  daysOff: { day: string }[];
  courses: {
    courseId: string | number;
    description: string;
    batches: {
      id?: number;
      days: string[];
      feeType: string;
      demoLink: string;
      demoSeats: string | number;
      classLink: string;
      venue: string;
      timings: { from: string; to: string }[];
      sessions: {
        name: string;
        price: string | number;
        originalPrice?: string | number;
        sessionsCount?: string | number;
      }[];
    }[];
  }[];
};

/** A stored trainer as the form's inputs hold it: times for time inputs, languages as one line, numbers as text. */
export function trainerFields(trainer: TrainerForm): TrainerFields {
  return {
    trainerName: trainer.trainerName,
    trainerNameHi: trainer.trainerNameHi ?? '',
    trainerImage: trainer.trainerImage,
    language: trainer.language.join(', '),
    email: trainer.email ?? '',
    daysOff: trainer.daysOff ?? [],
    courses: trainer.courses.map((c) => ({
      courseId: c.courseId,
      description: c.description,
      batches: c.batches.map((b) => ({
        id: b.id,
        days: b.days,
        feeType: b.feeType,
        demoLink: b.demoLink,
        demoSeats: b.demoSeats ?? '',
        classLink: b.classLink ?? '',
        venue: b.venue ?? '',
        timings: b.timings.map((t) => ({ from: inputTime(t.from), to: inputTime(t.to) })),
        sessions: b.sessions.map((s) => ({
          name: s.name,
          price: s.price,
          originalPrice: s.originalPrice ?? '',
          sessionsCount: s.sessionsCount ?? '',
        })),
      })),
    })),
  };
}

export const EMPTY_TRAINER: TrainerFields = {
  trainerName: '',
  trainerNameHi: '',
  trainerImage: '',
  language: '',
  email: '',
  daysOff: [],
  courses: [],
};
