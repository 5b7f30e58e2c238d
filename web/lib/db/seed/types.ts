/** The hand-written shape of one catalogue course; run.ts turns it into a `courses` row. */
export type CourseSeed = {
  name: string;
  title: string;
  /** The one-line pitch shown under the course name on cards and in the banner. */
  heading: string;
  /** Opening paragraph of the "what you learn" section. */
  intro: string;
  /** 4-8 learning outcomes, rendered as a list. */
  outcomes: string[];
  /** Short noun phrases reused in trainer descriptions and reviews ("the tatkar footwork drills"). */
  highlights: string[];
  /** Omit the cover so the site's default course image shows. */
  noImage?: boolean;
  /** Enrolled students shown in the banner; 0 is valid (new or upcoming courses). */
  students: number;
};

export type CategorySeed = {
  name: string;
  courses: CourseSeed[];
  /** Colours for the generated course covers, so each category reads as one family. */
  palette: [string, string];
};

export type TrainerSeed = {
  name: string;
  pronoun: 'She' | 'He';
  /** Array, comma string or null: the contract allows all three and the page must render each. */
  language: string[] | string | null;
  photo: boolean;
  /** One or two sentences used as the start of every trainer_courses description. */
  about: string;
  /** Course names this trainer teaches. A course lists its trainers in trainer order (insertion order). */
  courses: string[];
  /** Course names whose trainer_courses row has no description (the page's fallback text). */
  noDescriptionFor?: string[];
};
