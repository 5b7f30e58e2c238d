import 'server-only';

/** The variant of the enrolment form the learner used. */
export const enrolmentFormName = (variant: 'side-panel' | 'popup') =>
  variant === 'popup' ? 'Enrol popup' : 'Course page side panel';
