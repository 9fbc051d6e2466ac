import { checkConvertible, keptLines, partialReturn, planStatusChange } from './challan-status';

const NOT_INVOICED = { invoiced: false, number: null };
const code = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('planStatusChange (spec part 2 §4)', () => {
  it.each([
    ['draft', 'dispatched', 'dispatch'],
    ['dispatched', 'delivered', 'deliver'],
    ['dispatched', 'returned', 'returnAll'],
    ['dispatched', 'partially_returned', 'returnPart'],
    ['delivered', 'returned', 'returnAll'],
    ['delivered', 'partially_returned', 'returnPart'],
  ] as const)('%s → %s: %s', (from, to, effect) => expect(planStatusChange(from, to, NOT_INVOICED)).toBe(effect));

  it.each([
    ['draft', 'delivered'],
    ['draft', 'returned'],
    ['draft', 'draft'],
    ['dispatched', 'draft'],
    ['delivered', 'dispatched'],
    ['returned', 'delivered'],
    ['partially_returned', 'returned'],
    ['delivered', 'invoiced'],
  ] as const)('%s → %s is refused', (from, to) => expect(code(() => planStatusChange(from, to, NOT_INVOICED))).toBe('CHALLAN_INVALID_TRANSITION'));

  it('refuses a return once invoiced: that is a credit note', () => {
    expect(code(() => planStatusChange('delivered', 'returned', { invoiced: true, number: 'INV/26-27/0001' }))).toBe('CHALLAN_INVOICED');
  });
});

describe('partialReturn', () => {
  const items = [
    { id: 'a', productId: 'p', quantity: 4 },
    { id: 'b', productId: null, quantity: 2.5 },
  ];
  it('maps item ids to what came back', () => {
    expect([...partialReturn(items, [{ itemId: 'A', quantity: 1 }, { itemId: 'b', quantity: 2.5 }])]).toEqual([
      ['a', 1],
      ['b', 2.5],
    ]);
  });
  it.each([
    [undefined, { returnedItems: 'Enter the returned quantity of at least one item' }],
    [[{ itemId: 'a', quantity: 4 }, { itemId: 'b', quantity: 2.5 }], { returnedItems: 'Every item came back in full: mark the challan as returned instead' }],
    [[{ itemId: 'a', quantity: 5 }], { 'returnedItems.0.quantity': 'Returned quantity must be between 0 and 4' }],
    [[{ itemId: 'a', quantity: 0.5 }], { 'returnedItems.0.quantity': 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product' }],
    [[{ itemId: 'z', quantity: 1 }], { 'returnedItems.0.itemId': 'This item is not on the challan' }],
    [[{ itemId: 'b', quantity: 1 }, { itemId: 'b', quantity: 1 }], { 'returnedItems.1.itemId': 'Each item may be listed once' }],
  ])('refuses %j', (returned, fields) => {
    try {
      partialReturn(items, returned);
      throw new Error('accepted');
    } catch (error) {
      expect((error as { details: { fields: unknown } }).details.fields).toEqual(fields);
    }
  });
});

describe('checkConvertible and keptLines: what a challan invoices', () => {
  it.each([
    ['delivered', 'ok'],
    ['partially_returned', 'ok'],
    ['draft', 'CHALLAN_NOT_DELIVERED'],
    ['dispatched', 'CHALLAN_NOT_DELIVERED'],
    ['returned', 'CHALLAN_NOT_DELIVERED'],
  ] as const)('a %s challan not yet invoiced: %s', (status, outcome) => expect(code(() => checkConvertible(status, { id: null, number: null }))).toBe(outcome));

  it('refuses a challan invoiced already, whatever its status', () => {
    expect(code(() => checkConvertible('partially_returned', { id: 'i', number: 'INV/26-27/0001' }))).toBe('CHALLAN_ALREADY_INVOICED');
  });

  it('bills sent less returned, to the thousandth, and leaves out lines that came back whole', () => {
    const items = [
      { id: 'a', quantity: 4, returnedQuantity: 1 },
      { id: 'b', quantity: 2, returnedQuantity: 2 },
      { id: 'c', quantity: 0.3, returnedQuantity: 0.1 },
      { id: 'd', quantity: 5, returnedQuantity: 0 },
    ];
    expect(keptLines(items)).toEqual([
      { id: 'a', quantity: 3, returnedQuantity: 0 },
      { id: 'c', quantity: 0.2, returnedQuantity: 0 },
      { id: 'd', quantity: 5, returnedQuantity: 0 },
    ]);
  });
});
