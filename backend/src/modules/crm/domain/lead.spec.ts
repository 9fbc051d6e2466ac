import { canMove, checkConvertible, checkMove, inPipelineOrder, LEAD_STATUSES, type LeadStatus } from './lead';

/** Spec part 1 §4: lead → contacted → nurtured → converted | unqualified; nothing else by PATCH. */
const ALLOWED: readonly [LeadStatus, LeadStatus][] = [
  ['lead', 'contacted'],
  ['contacted', 'nurtured'],
  ['nurtured', 'converted'],
  ['nurtured', 'unqualified'],
];

describe('lead pipeline', () => {
  const everyPair = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to] as [LeadStatus, LeadStatus]));

  it.each(everyPair)('%s → %s is allowed only when the spec lists it', (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canMove(from, to)).toBe(allowed);
    if (allowed) expect(() => checkMove(from, to)).not.toThrow();
    else expect(() => checkMove(from, to)).toThrow(expect.objectContaining({ code: 'LEAD_INVALID_TRANSITION', details: { from, to } }));
  });

  it.each(LEAD_STATUSES)('converting a %s lead', (status) => {
    if (status === 'converted') expect(() => checkConvertible(status)).toThrow(expect.objectContaining({ code: 'LEAD_ALREADY_CONVERTED' }));
    else expect(() => checkConvertible(status)).not.toThrow();
  });

  it('every move and every conversion goes forward, so history sorted by status is chronological', () => {
    const rank = (s: LeadStatus) => LEAD_STATUSES.indexOf(s);
    for (const [from, to] of ALLOWED) expect(rank(to)).toBeGreaterThan(rank(from));
    for (const from of LEAD_STATUSES.filter((s) => s !== 'converted')) expect(rank('converted')).toBeGreaterThan(rank(from));
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
    const history = inPipelineOrder([
      { fromStatus: 'nurtured', toStatus: 'unqualified', changedAt: at(3) },
      { fromStatus: null, toStatus: 'lead', changedAt: at(0) },
      { fromStatus: 'unqualified', toStatus: 'converted', changedAt: at(3) },
      { fromStatus: 'lead', toStatus: 'contacted', changedAt: at(1) },
      { fromStatus: 'contacted', toStatus: 'nurtured', changedAt: at(2) },
    ]);
    expect(history.map((h) => h.toStatus)).toEqual(['lead', 'contacted', 'nurtured', 'unqualified', 'converted']);
  });
});
