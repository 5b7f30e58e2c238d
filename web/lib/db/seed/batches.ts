import type { Rng } from './prng';

export type FeeType = 'Session' | 'Month' | 'Course';

export type PriceOptionPlan = { name: string; price: number; originalPrice: number | null; sessionsCount: number };

export type BatchPlan = {
  days: string[];
  courseType: 'Paid' | 'Free';
  feeType: FeeType | null;
  demoLink: string | null;
  timings: { from: string; to: string }[];
  options: PriceOptionPlan[];
};

/** Courses where every batch is Free (community programmes); see facts.ts. */
export const FREE_COURSES = new Set(['Meditation', 'Kolam and Rangoli', 'Scratch Programming for Kids']);

/** Courses pinned to one fee type so tests have a stable example of each. */
export const PINNED_FEE_TYPE: Record<string, FeeType> = {
  Guitar: 'Session',
  Bharatanatyam: 'Month',
  'Full Stack Web Development': 'Course',
};

/** Typical per-class fee in rupees by category; tech and design command more than hobby classes. */
const BASE_FEE: Record<string, number> = {
  Arts: 499,
  'Dance and Music': 599,
  'Design Skills': 799,
  'Health and Wellness': 399,
  'Hobbies and Lifestyle': 449,
  Technology: 999,
  'Languages and Communication': 599,
};

const FEE_WEIGHTS: Record<string, [FeeType, number][]> = {
  Technology: [
    ['Course', 6],
    ['Month', 2],
    ['Session', 1],
  ],
  'Design Skills': [
    ['Course', 4],
    ['Month', 2],
    ['Session', 2],
  ],
  'Dance and Music': [
    ['Month', 5],
    ['Session', 3],
    ['Course', 1],
  ],
  'Health and Wellness': [
    ['Month', 5],
    ['Session', 3],
    ['Course', 1],
  ],
  'Languages and Communication': [
    ['Course', 4],
    ['Month', 3],
    ['Session', 1],
  ],
};
const DEFAULT_FEE_WEIGHTS: [FeeType, number][] = [
  ['Session', 4],
  ['Month', 2],
  ['Course', 2],
];

const DAY_SETS: [string[], number][] = [
  [['Mon', 'Wed', 'Fri'], 5],
  [['Tue', 'Thu', 'Sat'], 5],
  [['Sat', 'Sun'], 4],
  [['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], 2],
  [['Sun'], 1],
  [[], 1],
];

/** IST class slots as the academy prints them. */
const SLOTS: [string, string][] = [
  ['06:00 AM', '07:00 AM'],
  ['07:00 AM', '08:00 AM'],
  ['08:30 AM', '09:30 AM'],
  ['10:00 AM', '11:00 AM'],
  ['11:30 AM', '12:30 PM'],
  ['03:00 PM', '04:00 PM'],
  ['04:30 PM', '05:30 PM'],
  ['06:00 PM', '07:00 PM'],
  ['07:00 PM', '08:00 PM'],
  ['07:30 PM', '08:30 PM'],
  ['08:30 PM', '09:30 PM'],
];

const INVALID_DEMO_LINKS = ['coming soon', '', 'Demo will be shared on WhatsApp', 'youtube', null];
const YT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Rounds to a price ending in 99, the way Indian course fees are usually quoted. */
export const rupees = (amount: number) => Math.max(99, Math.round(amount / 100) * 100 - 1);

function demoLink(rng: Rng, mustBeValid: boolean): string | null {
  if (!mustBeValid && rng.chance(0.22)) return rng.pick(INVALID_DEMO_LINKS);
  const id = Array.from({ length: 11 }, () => rng.pick(YT_ALPHABET.split(''))).join('');
  return rng.chance(0.6) ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`;
}

function timings(rng: Rng, atLeast: number) {
  const count = Math.max(
    atLeast,
    rng.weighted([
      [0, 1],
      [1, 4],
      [2, 4],
      [3, 2],
      [4, 1],
    ] as const),
  );
  const chosen = rng
    .shuffle(SLOTS.map((_, i) => i))
    .slice(0, count)
    .sort((a, b) => a - b);
  return chosen.map((i) => ({ from: SLOTS[i]![0], to: SLOTS[i]![1] }));
}

function priceOptions(rng: Rng, feeType: FeeType, base: number, withDiscount: boolean): PriceOptionPlan[] {
  const struck = (price: number, full: number) => (full > price ? full : null);
  if (feeType === 'Session') {
    const single = rupees(base);
    const options: PriceOptionPlan[] = [
      {
        name: 'Single Session',
        price: single,
        sessionsCount: 1,
        originalPrice: withDiscount ? rupees(base * 1.3) : null,
      },
    ];
    if (rng.chance(0.8))
      options.push({
        name: '4 Sessions',
        price: rupees(base * 3.6),
        originalPrice: struck(rupees(base * 3.6), single * 4),
        sessionsCount: 4,
      });
    if (rng.chance(0.6))
      options.push({
        name: '8 Sessions',
        price: rupees(base * 6.8),
        originalPrice: struck(rupees(base * 6.8), single * 8),
        sessionsCount: 8,
      });
    return options;
  }
  if (feeType === 'Month') {
    const monthly = rupees(base * 12 * 0.55);
    const options: PriceOptionPlan[] = [
      {
        name: 'Monthly',
        price: monthly,
        sessionsCount: 12,
        originalPrice: withDiscount ? rupees(base * 12 * 0.7) : null,
      },
    ];
    if (rng.chance(0.6))
      options.push({ name: '3 Months', price: rupees(monthly * 2.7), originalPrice: monthly * 3, sessionsCount: 36 });
    return options;
  }
  const sessions = rng.pick([16, 24, 32, 48]);
  const full = rupees(base * sessions * 0.45);
  const options: PriceOptionPlan[] = [
    {
      name: 'Full Course',
      price: full,
      sessionsCount: sessions,
      originalPrice: withDiscount ? rupees(full * 1.25) : null,
    },
  ];
  if (rng.chance(0.35))
    options.push({
      name: 'Full Course with 1:1 Mentoring',
      price: rupees(full * 1.4),
      originalPrice: null,
      sessionsCount: sessions + 8,
    });
  return options;
}

/** 1-2 batches for one trainer teaching one course. */
export function planBatches(rng: Rng, categoryName: string, courseName: string): BatchPlan[] {
  const count = rng.weighted([
    [1, 3],
    [2, 2],
  ] as const);
  const pinned = PINNED_FEE_TYPE[courseName];
  const base = (BASE_FEE[categoryName] ?? 499) * (0.8 + rng.next() * 0.5);
  return Array.from({ length: count }, (): BatchPlan => {
    const days = rng.weighted(DAY_SETS);
    // Pinned courses always have a playable demo link, timings and a struck-through price, so their
    // instructor card and demo popup are complete.
    const link = demoLink(rng, Boolean(pinned));
    const slotList = timings(rng, pinned ? 2 : 0);
    const free = FREE_COURSES.has(courseName) || (!pinned && rng.chance(0.07));
    if (free) return { days, courseType: 'Free', feeType: null, demoLink: link, timings: slotList, options: [] };
    const feeType = pinned ?? rng.weighted(FEE_WEIGHTS[categoryName] ?? DEFAULT_FEE_WEIGHTS);
    const options = priceOptions(rng, feeType, base, pinned ? true : rng.chance(0.45));
    return { days, courseType: 'Paid', feeType, demoLink: link, timings: slotList, options };
  });
}
