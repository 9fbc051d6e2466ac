import { DomainError } from '../../../shared/domain-error';
import { assertEnoughStock, assertWholeQuantities, manualMovement, mergeLines } from './stock';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('stock rules', () => {
  it('merges lines of the same product and orders them by id (lock order)', () => {
    expect(mergeLines([{ productId: B, quantity: 1 }, { productId: A, quantity: 2 }, { productId: B, quantity: 3 }])).toEqual([
      { productId: A, quantity: 2 },
      { productId: B, quantity: 4 },
    ]);
  });

  it('names every short product', () => {
    const locked = new Map([
      [A, { id: A, name: 'Rice', stockQuantity: 1, costPrice: null }],
      [B, { id: B, name: 'Dal', stockQuantity: 0, costPrice: null }],
    ]);
    let error: unknown;
    try {
      assertEnoughStock([{ productId: A, quantity: 2 }, { productId: B, quantity: 1 }], locked);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      kind: 'conflict',
      details: {
        products: [
          { productId: A, name: 'Rice', available: 1, requested: 2 },
          { productId: B, name: 'Dal', available: 0, requested: 1 },
        ],
      },
    });
    expect(() => assertEnoughStock([{ productId: A, quantity: 1 }], locked)).not.toThrow();
  });

  it('rejects fractional quantities for products tracked in whole units', () => {
    expect(() => assertWholeQuantities([{ productId: A, quantity: 1.5 }], new Map([[A, 'Rice']]))).toThrow(/whole units: Rice \(1.5\)/);
    expect(() => assertWholeQuantities([{ productId: A, quantity: 0 }], new Map())).toThrow(DomainError);
    expect(() => assertWholeQuantities([{ productId: A, quantity: 3 }], new Map())).not.toThrow();
  });

  it('turns a wanted stock value into an add or remove movement, floored at 0', () => {
    expect(manualMovement(5, 8)).toEqual({ reason: 'manual_add', change: 3 });
    expect(manualMovement(5, 2)).toEqual({ reason: 'manual_remove', change: -3 });
    expect(manualMovement(5, -4)).toEqual({ reason: 'manual_remove', change: -5 });
    expect(manualMovement(5, 5)).toBeNull();
  });
});
