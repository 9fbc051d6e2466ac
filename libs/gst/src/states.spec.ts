import { isValidStateCode, OFFERED_STATES, parsePlaceOfSupply, stateByCode, stateLabel, stateName, STATES } from './states';

describe('STATES', () => {
  it('has every code of docs/gst.md, each once', () => {
    const codes = STATES.map((s) => s.code);
    const expected = [
      ...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')),
      '96',
      '97',
    ];
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(expected);
  });

  it.each(['04', '25', '26', '31', '35', '38', '97'])('%s is a UT without legislature (UTGST)', (code) => {
    expect(stateByCode(code)?.utgst).toBe(true);
  });

  it('no other code uses UTGST', () => {
    const utgst = STATES.filter((s) => s.utgst).map((s) => s.code);
    expect(utgst.sort()).toEqual(['04', '25', '26', '31', '35', '38', '97']);
  });

  it('marks 96 as export only', () => {
    expect(stateByCode('96')).toMatchObject({ name: 'Other Countries', exportOnly: true });
    expect(STATES.filter((s) => s.exportOnly).map((s) => s.code)).toEqual(['96']);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(STATES)).toBe(true);
    expect(Object.isFrozen(STATES[0])).toBe(true);
  });
});

describe('OFFERED_STATES', () => {
  it('leaves out the retired codes 25 and 28', () => {
    const codes = OFFERED_STATES.map((s) => s.code);
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
    expect(codes).toHaveLength(STATES.length - 2);
  });

  it('is sorted by name', () => {
    const names = OFFERED_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Andaman and Nicobar Islands');
  });
});

describe('look-ups', () => {
  it.each([
    ['33', 'Tamil Nadu', 'Tamil Nadu (33)'],
    ['29', 'Karnataka', 'Karnataka (29)'],
    ['07', 'Delhi', 'Delhi (07)'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu (26)'],
    ['37', 'Andhra Pradesh', 'Andhra Pradesh (37)'],
    ['96', 'Other Countries', 'Other Countries (96)'],
    ['97', 'Other Territory', 'Other Territory (97)'],
  ])('%s → %s', (code, name, label) => {
    expect(isValidStateCode(code)).toBe(true);
    expect(stateName(code)).toBe(name);
    expect(stateLabel(code)).toBe(label);
  });

  it.each(['25', '28'])('retired %s is still readable', (code) => {
    expect(isValidStateCode(code)).toBe(true);
    expect(stateByCode(code)?.retired).toBe(true);
  });

  it.each(['00', '39', '95', '98', '99', '7', '033', '', 'TN'])('%p is not a state code', (code) => {
    expect(isValidStateCode(code)).toBe(false);
    expect(stateByCode(code)).toBeUndefined();
    expect(stateName(code)).toBeUndefined();
    expect(stateLabel(code)).toBeUndefined();
  });
});

describe('place of supply input', () => {
  it.each([
    ['33', '33'],
    ['Tamil Nadu (33)', '33'],
    [' Karnataka (29) ', '29'],
    ['karnataka', '29'],
    ['(07)', '07'],
    ['96', '96'],
  ])('%s → %s', (input, code) => expect(parsePlaceOfSupply(input)).toBe(code));

  it.each(['28', '25', '99', 'Tamil Nadu (29)', 'Narnia', '3'])('%s is refused', (input) => {
    expect(parsePlaceOfSupply(input)).toBeUndefined();
  });
});
