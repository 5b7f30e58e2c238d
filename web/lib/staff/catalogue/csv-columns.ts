import { stringify } from 'csv-stringify/sync';
import type { ImportKind } from '@/lib/validation/catalogue-import';

/**
 * The columns of each kind of import file, in the templates' order, and the templates themselves: the header and
 * one example row. Every column must be in the file's header (any case, any order); blank cells are allowed where
 * the catalogue's forms allow a blank field.
 */
export const IMPORT_COLUMNS = {
  courses: [
    'category',
    'courseName',
    'courseTitle',
    'courseHeading',
    'imageURL',
    'textWhatToLearn',
    'metaTitle',
    'metaDescription',
    'schemaTitle',
    'studentsCount',
  ],
  trainers: ['trainerName', 'trainerImage', 'languages', 'courses', 'description'],
  sessions: [
    'trainerName',
    'courseName',
    'feeType',
    'days',
    'from',
    'to',
    'demoLink',
    'sessionName',
    'price',
    'originalPrice',
    'sessionsCount',
  ],
} as const satisfies Record<ImportKind, readonly string[]>;

/**
 * The Hindi texts (issue 33), which a file may leave out: files made from the first templates still import, and a
 * left-out column reads as blank (the page shows the English).
 */
export const OPTIONAL_IMPORT_COLUMNS = {
  courses: ['courseTitleHi', 'courseHeadingHi', 'textWhatToLearnHi', 'metaTitleHi', 'metaDescriptionHi'],
  trainers: ['trainerNameHi'],
  sessions: [],
} as const satisfies Record<ImportKind, readonly string[]>;

export type ImportColumn<K extends ImportKind> =
  | (typeof IMPORT_COLUMNS)[K][number]
  | (typeof OPTIONAL_IMPORT_COLUMNS)[K][number];

/** Every column a file of the kind may have, the required ones first. */
export const columnsOf = (kind: ImportKind): readonly string[] => [
  ...IMPORT_COLUMNS[kind],
  ...OPTIONAL_IMPORT_COLUMNS[kind],
];
/** One data row of a file: its cells by column, and its line as a spreadsheet numbers it (the header is line 1). */
export type CsvRow<K extends ImportKind = ImportKind> = { line: number; cells: Record<ImportColumn<K>, string> };

const EXAMPLES: { [K in ImportKind]: Record<ImportColumn<K>, string> } = {
  courses: {
    category: 'Dance and Music',
    courseName: 'Carnatic Violin',
    courseTitle: 'Carnatic Violin Classes Online',
    courseHeading: 'Learn Carnatic violin from the first bowing to your first varnam',
    imageURL: 'https://example.com/images/carnatic-violin.jpg',
    textWhatToLearn:
      '<h2>What you will learn</h2><ul><li>Holding the violin and the bow</li><li>Sarali varisai</li></ul>',
    metaTitle: 'Carnatic Violin Classes Online',
    metaDescription: 'Live online Carnatic violin classes for beginners, in small batches.',
    schemaTitle: 'Carnatic Violin Course',
    studentsCount: '0',
    courseTitleHi: 'कर्नाटक वायलिन की ऑनलाइन कक्षाएँ',
    courseHeadingHi: 'पहले गज़ से पहले वर्णम तक कर्नाटक वायलिन सीखें',
    textWhatToLearnHi: '<h2>आप क्या सीखेंगे</h2><ul><li>वायलिन और गज़ पकड़ना</li><li>सरली वरिसै</li></ul>',
    metaTitleHi: '',
    metaDescriptionHi: '',
  },
  trainers: {
    trainerName: 'Meera Krishnan',
    trainerImage: '',
    languages: 'Tamil; English',
    courses: 'Guitar; Keyboard',
    description: 'Performing musician with twelve years of teaching experience.',
    trainerNameHi: 'मीरा कृष्णन',
  },
  sessions: {
    trainerName: 'Rohan Deshmukh',
    courseName: 'Guitar',
    feeType: 'Session',
    days: 'Mon;Wed;Fri',
    from: '07:00 AM',
    to: '08:00 AM',
    demoLink: '',
    sessionName: 'Single Session',
    price: '500',
    originalPrice: '700',
    sessionsCount: '1',
  },
};

/** The template of a kind: UTF-8 with a byte-order mark and CRLF line ends, so Excel opens it as it is. */
export function templateCsv(kind: ImportKind): string {
  const columns = columnsOf(kind);
  const example = EXAMPLES[kind] as Record<string, string>;
  return stringify([columns, columns.map((column) => example[column]!)], { bom: true, record_delimiter: 'windows' });
}
