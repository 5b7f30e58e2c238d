import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/database';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/db/lead-words';
import { leads, staffAudit, staffMembers } from '@/lib/db/schema';
import { isDomainError } from '@/lib/domain-errors';
import type { LeadActor } from './audit';
import { moveLead, type LostWhy } from './move';
import { ALREADY_WORKED, mayMove, MOVERS, refusalOf, type Mover } from './transitions';

// Every (from, to, mover) of the lead's status machine, on a real (embedded, in-memory) database with every
// migration applied: an allowed move saves the status and writes its one audit row in the same transaction; a
// refused one throws the table's reason and leaves the lead and its history as they were.

let db: Db;
let close: () => Promise<void>;
let memberId: number;

beforeAll(async () => {
  const handle = await openDb({ pgliteDir: 'memory://', durable: false });
  db = handle.db;
  close = handle.close;
  [{ id: memberId }] = (await db
    .insert(staffMembers)
    .values({ email: 'asha@academy.in', role: 'counsellor' })
    .returning({ id: staffMembers.id })) as [{ id: number }];
});
afterAll(() => close?.());

let source = 0;
/** A demo request's lead already in `status` (a lost one lost for the price, with a note). */
async function leadIn(status: LeadStatus): Promise<number> {
  const lost = status === 'lost';
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'demo',
      sourceId: ++source,
      courseNames: 'Guitar',
      name: 'Kavya Rao',
      email: 'kavya@example.in',
      phone: '9876501234',
      phoneDigits: '9876501234',
      details: [],
      status,
      lostCode: lost ? 'price' : null,
      lostReason: lost ? 'Fees too high' : null,
    })
    .returning({ id: leads.id });
  return row!.id;
}

const actorOf = (by: Mover): LeadActor => (by === 'staff' ? { by, staffId: memberId } : { by });
const WHY: LostWhy = { code: 'unreachable', note: '' };

const stateOf = async (id: number) => {
  const [lead] = await db
    .select({ status: leads.status, lostCode: leads.lostCode, lostReason: leads.lostReason, version: leads.version })
    .from(leads)
    .where(eq(leads.id, id));
  const trail = await db
    .select({ staffId: staffAudit.staffId, action: staffAudit.action, detail: staffAudit.detail })
    .from(staffAudit)
    .where(eq(staffAudit.subject, `lead:${id}`))
    .orderBy(asc(staffAudit.id));
  return { lead, trail };
};

const attempt = (id: number, to: LeadStatus, by: Mover, lost?: LostWhy) =>
  db
    .transaction((tx) => moveLead(tx, id, to, actorOf(by), lost))
    .then(
      () => null,
      (error: unknown) => error,
    );

const moves = LEAD_STATUSES.flatMap((from) =>
  LEAD_STATUSES.filter((to) => to !== from).flatMap((to) => MOVERS.map((by) => ({ from, to, by }))),
);

describe('the lead status machine, move by move', () => {
  it.each(moves.filter((m) => mayMove(m.from, m.to, m.by)))(
    '$from -> $to by $by: saved, with its audit row',
    async ({ from, to, by }) => {
      const id = await leadIn(from);
      expect(await attempt(id, to, by, to === 'lost' ? WHY : undefined)).toBeNull();
      const { lead, trail } = await stateOf(id);
      expect(lead).toEqual({
        status: to,
        lostCode: to === 'lost' ? 'unreachable' : null,
        lostReason: null,
        version: 2,
      });
      expect(trail).toEqual([
        {
          staffId: by === 'staff' ? memberId : null,
          action: 'lead.status',
          detail: { from, to, ...(to === 'lost' ? { code: 'unreachable' } : {}), ...(by === 'staff' ? {} : { by }) },
        },
      ]);
    },
  );

  it.each(moves.filter((m) => !mayMove(m.from, m.to, m.by)))(
    '$from -> $to by $by: refused, nothing changed',
    async ({ from, to, by }) => {
      const id = await leadIn(from);
      const before = await stateOf(id);
      const error = await attempt(id, to, by, to === 'lost' ? WHY : undefined);
      expect(isDomainError(error)).toBe(true);
      expect((error as Error).message).toBe(refusalOf(from, to, by));
      expect((error as Error).message).not.toBe('');
      expect(await stateOf(id)).toEqual(before);
    },
  );
});

describe('who may do what, in words', () => {
  it('the learner cancels a new demo request only; once it is worked they are told so (409)', async () => {
    const fresh = await leadIn('new');
    expect(await attempt(fresh, 'cancelled', 'learner')).toBeNull();
    const worked = await leadIn('contacted');
    const refused = await attempt(worked, 'cancelled', 'learner');
    expect(isDomainError(refused, 'conflict')).toBe(true);
    expect((refused as Error).message).toBe(ALREADY_WORKED);
    expect((await attempt(await leadIn('new'), 'contacted', 'learner')) as Error).toMatchObject({
      message: 'A learner can only cancel their own request',
    });
  });

  it('staff never cancel for the learner, take a cancelled or lost lead up again only as contacted or later, and never reopen a closed one', async () => {
    expect(await attempt(await leadIn('new'), 'cancelled', 'staff')).toMatchObject({
      message: 'Only the learner can cancel their request',
      details: { fields: { status: 'Only the learner can cancel their request' } },
    });
    expect(await attempt(await leadIn('cancelled'), 'new', 'staff')).toMatchObject({
      message: 'A cancelled request can be taken up again as contacted or later, not as new',
    });
    expect(await attempt(await leadIn('cancelled'), 'contacted', 'staff')).toBeNull();
    expect(await attempt(await leadIn('lost'), 'closed', 'staff')).toMatchObject({
      message: 'A lost lead can be taken up again as contacted or later, not as closed',
    });
    expect(await attempt(await leadIn('closed'), 'enrolled', 'staff')).toMatchObject({
      message: 'A closed lead stays closed',
    });
    expect(await attempt(await leadIn('enrolled'), 'contacted', 'staff')).toMatchObject({
      message: 'A lead cannot go back from enrolled to contacted',
    });
  });

  it('a booked demo schedules and a payment enrols, from any open, lost or cancelled lead; neither moves a lead back or out', async () => {
    for (const from of ['new', 'contacted', 'lost', 'cancelled'] as const)
      expect(await attempt(await leadIn(from), 'demo_scheduled', 'demo-booked')).toBeNull();
    for (const from of ['new', 'contacted', 'demo_scheduled', 'lost', 'cancelled'] as const)
      expect(await attempt(await leadIn(from), 'enrolled', 'paid')).toBeNull();
    expect(await attempt(await leadIn('enrolled'), 'demo_scheduled', 'demo-booked')).toMatchObject({
      message: 'An enrolled lead is not moved to demo scheduled when a demo is booked',
    });
    expect(await attempt(await leadIn('closed'), 'enrolled', 'paid')).toMatchObject({
      message: 'A closed lead is not moved to enrolled when a payment arrives',
    });
    expect(await attempt(await leadIn('new'), 'lost', 'paid')).toMatchObject({
      message: 'A new lead is not moved to lost when a payment arrives',
    });
  });
});

describe('a lost lead says why, by code', () => {
  it("'other' needs a note; another code may have none; a new reason on a lost lead is a change with its row", async () => {
    const id = await leadIn('contacted');
    expect(await attempt(id, 'lost', 'staff', { code: 'other', note: ' ' })).toMatchObject({
      message: 'Say why the lead was lost',
      details: { fields: { lostReason: 'Say why the lead was lost' } },
    });
    expect(await attempt(id, 'lost', 'staff')).toMatchObject({ message: 'Say why the lead was lost' });
    expect((await stateOf(id)).trail).toEqual([]);
    expect(await attempt(id, 'lost', 'staff', { code: 'other', note: ' Moved to Pune ' })).toBeNull();
    expect(await attempt(id, 'lost', 'staff', { code: 'other', note: 'Moved to Pune' })).toBeNull();
    expect(await attempt(id, 'lost', 'staff', { code: 'chose_elsewhere', note: 'Moved to Pune' })).toBeNull();
    const { lead, trail } = await stateOf(id);
    expect(lead).toEqual({ status: 'lost', lostCode: 'chose_elsewhere', lostReason: 'Moved to Pune', version: 3 });
    expect(trail.map((row) => row.detail)).toEqual([
      { from: 'contacted', to: 'lost', code: 'other', reason: 'Moved to Pune' },
      { from: 'lost', to: 'lost', code: 'chose_elsewhere', reason: 'Moved to Pune' },
    ]);
  });

  it('leaving lost clears the reason', async () => {
    const id = await leadIn('lost');
    expect(await attempt(id, 'contacted', 'staff')).toBeNull();
    expect((await stateOf(id)).lead).toMatchObject({ status: 'contacted', lostCode: null, lostReason: null });
  });
});
