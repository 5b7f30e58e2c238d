'use client';

import { useLocale } from 'next-intl';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TrainerEntry } from '@/lib/backend';
import { trainerNameIn } from '@/lib/academy/catalogue-words';
import { courseThankYouPath } from '@/lib/routes/pages';
import type { CourseRef } from '../_lib/course-ref';
import { batchesOf } from '@/lib/pricing';
import { DemoRequestDialog } from './enrolment/demo-request-dialog';
import { EnrolDialog, type EnrolTarget } from './enrolment/enrol-dialog';
import { TrainerDemoDialog } from './enrolment/trainer-demo-dialog';

type CourseActions = {
  /** 'View Demo': loads GET /api/current/getTrainer/{trainerId} and opens the Trainer Demo popup. */
  openTrainerDemo(trainerId: number): void;
  /** An instructor card's enrol control: the Enroll Now popup with that trainer chosen. */
  openEnrolment(trainerId: number): void;
  /** 'Contact Us': the demo request modal 'Please Fill The Form', first trainer preselected. */
  openDemoRequest(): void;
};

const Context = createContext<CourseActions | null>(null);

export function useCourseActions(): CourseActions {
  const actions = useContext(Context);
  if (!actions) throw new Error('useCourseActions() outside <CourseActionsProvider>');
  return actions;
}

/** At most one popup at a time: opening one closes the other (Enroll Now in the demo table swaps them). */
type Open = { kind: 'demo'; trainerId: number } | { kind: 'enrol'; target: EnrolTarget } | { kind: 'request' } | null;

/** Owns the course page's popups; the buttons anywhere on the page open them through useCourseActions(). */
export function CourseActionsProvider({
  course,
  trainers,
  children,
}: {
  course: CourseRef;
  trainers: TrainerEntry[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState<Open>(null);
  const locale = useLocale();
  const actions = useMemo<CourseActions>(
    () => ({
      openTrainerDemo: (trainerId) => setOpen({ kind: 'demo', trainerId }),
      openEnrolment: (trainerId) => {
        const trainer = trainers.find((t) => t.id === trainerId);
        if (trainer)
          setOpen({
            kind: 'enrol',
            target: {
              trainerId,
              trainerName: trainer.trainerName,
              shownName: trainerNameIn(trainer.trainerDetails, locale),
              batches: batchesOf(trainer),
            },
          });
      },
      openDemoRequest: () => setOpen({ kind: 'request' }),
    }),
    [trainers, locale],
  );
  const close = () => setOpen(null);
  const thankYouPath = courseThankYouPath(course.categoryName, course.courseName);
  const demoTrainerId = open?.kind === 'demo' ? open.trainerId : null;
  const demoTrainer = trainers.find((t) => t.id === demoTrainerId);
  const demoTrainerName = demoTrainer ? trainerNameIn(demoTrainer.trainerDetails, locale) : '';

  return (
    <Context.Provider value={actions}>
      {children}
      <TrainerDemoDialog
        trainerId={demoTrainerId}
        trainerName={demoTrainerName}
        courseName={course.courseName}
        onClose={close}
        onEnrol={(batches, batch) => {
          if (demoTrainerId === null) return;
          const trainerName = demoTrainer?.trainerName ?? '';
          setOpen({
            kind: 'enrol',
            target: { trainerId: demoTrainerId, trainerName, shownName: demoTrainerName, batches, batch },
          });
        }}
      />
      <EnrolDialog
        target={open?.kind === 'enrol' ? open.target : null}
        onClose={close}
        course={course}
        thankYouPath={thankYouPath}
      />
      <DemoRequestDialog
        open={open?.kind === 'request'}
        onClose={close}
        course={course}
        trainers={trainers}
        thankYouPath={thankYouPath}
      />
    </Context.Provider>
  );
}
