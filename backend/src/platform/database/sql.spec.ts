import { sql } from './sql';

describe('sql', () => {
  it('binds each value as a numbered parameter', () => {
    const q = sql`select * from t where a = ${1} and b = ${'x'}`;
    expect(q.text).toBe('select * from t where a = $1 and b = $2');
    expect(q.values).toEqual([1, 'x']);
  });

  it('splices fragments with their parameters renumbered, and raw text as is', () => {
    const inner = sql`c = ${true} and d = ${null}`;
    const q = sql`select ${sql.raw('id')} from t where a = ${1} and ${inner} and e = ${2}`;
    expect(q.text).toBe('select id from t where a = $1 and c = $2 and d = $3 and e = $4');
    expect(q.values).toEqual([1, true, null, 2]);
  });

  it('renumbers a fragment with ten or more parameters correctly', () => {
    const many = sql`${1}${2}${3}${4}${5}${6}${7}${8}${9}${10}${11}`;
    const q = sql`${'a'} ${many}`;
    expect(q.text).toBe('$1 $2$3$4$5$6$7$8$9$10$11$12');
    expect(q.values).toEqual(['a', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('joins fragments with a separator', () => {
    const q = sql`where ${sql.join([sql`a = ${1}`, sql`b = ${2}`, sql`c = ${3}`], ' and ')}`;
    expect(q.text).toBe('where a = $1 and b = $2 and c = $3');
    expect(q.values).toEqual([1, 2, 3]);
  });

  it('writes a LIMIT into the text, and refuses anything but a whole number of rows', () => {
    const q = sql`select 1 from t where a = ${1} ${sql.limit(51)}`;
    expect(q.text).toBe('select 1 from t where a = $1 limit 51');
    expect(q.values).toEqual([1]);
    for (const bad of [1.5, -1, Number.NaN, Number('1; drop table t')]) expect(() => sql.limit(bad)).toThrow(RangeError);
  });
});
