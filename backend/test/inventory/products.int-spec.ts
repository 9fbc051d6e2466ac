import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { StockLedger } from '../../src/modules/inventory';
import { DomainError } from '../../src/shared/domain-error';
import { createTestApp, TestApp } from '../../../test-support/test-app';
import { signUpBusiness, SignedUpBusiness } from '../../../test-support/identity';
import { businessIdOf, sql } from '../../../test-support/sql';

describe('products and the stock ledger', () => {
  let t: TestApp;
  let a: SignedUpBusiness;
  let b: SignedUpBusiness;
  const create = (who: SignedUpBusiness, body: Record<string, unknown>) => t.http().post('/api/products').set(who.auth).send(body);
  const history = async (who: SignedUpBusiness, id: string) => (await t.http().get(`/api/products/${id}/history`).set(who.auth).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpBusiness(t);
    b = await signUpBusiness(t);
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await t.http().get('/api/products').expect(401);
    await t.http().get('/api/products/low-stock').expect(401);
    await t.http().post('/api/products/import-csv').expect(401);
  });

  it('creates a product with the spec defaults and an opening ledger row', async () => {
    const plain = await create(a, { name: 'Plain' }).expect(201);
    expect(plain.body).toMatchObject({ name: 'Plain', price: 0, costPrice: null, stockQuantity: 0, lowStockThreshold: 10, unit: 'nos', gstRate: 18, hsnCode: null, stockStatus: 'out_of_stock' });
    expect((await history(a, plain.body.id)).items).toEqual([]);

    const rice = await create(a, { name: 'Basmati Rice', sku: 'RICE-1', price: 95.5, costPrice: 80, stockQuantity: 40, lowStockThreshold: 5, unit: 'kg', hsnCode: '1006', gstRate: 5 }).expect(201);
    expect(rice.body).toMatchObject({ price: 95.5, costPrice: 80, stockQuantity: 40, unit: 'kg', hsnCode: '1006', gstRate: 5, stockStatus: 'in_stock' });
    expect((await history(a, rice.body.id)).items).toMatchObject([{ reason: 'opening', quantityChange: 40, resultingStock: 40 }]);
  });

  it('takes the same units as invoice lines, pcs included', async () => {
    const r = await create(a, { name: 'Bolts', price: 2, unit: 'pcs' }).expect(201);
    expect(r.body.unit).toBe('pcs');
  });

  it('keeps a unit price of up to 4 decimals exactly (₹14.285 a piece), as invoice lines do; a fifth decimal is refused', async () => {
    const owner = await signUpBusiness(t);
    const r = await create(owner, { name: 'Wholesale Soap', price: 14.285, costPrice: '9.1234', stockQuantity: 7 }).expect(201);
    expect(r.body).toMatchObject({ price: 14.285, costPrice: 9.1234 });
    expect((await t.http().get(`/api/products/${r.body.id}`).set(owner.auth).expect(200)).body).toMatchObject({ price: 14.285, costPrice: 9.1234 });
    // Σ price × stock: 7 × 14.285 = 99.995, shown to the paisa.
    expect((await t.http().get('/api/products/stats').set(owner.auth).expect(200)).body.totalValue).toBe(100);
    const refused = await create(owner, { name: 'Too Fine', price: 14.28501 }).expect(400);
    expect(refused.body.details.fields.price).toBe('Price can have at most 4 decimal places');
  });

  it('checks every rule of the product form on the server (docs/spec/part-1.md §5)', async () => {
    const r = await create(a, { name: ' ', price: -1, costPrice: -5, stockQuantity: -1, lowStockThreshold: -1, gstRate: 51, unit: 'dozen', hsnCode: '123' }).expect(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.details.fields).toEqual({
      name: 'Product name is required',
      price: 'Price must be positive',
      costPrice: 'Cost price must be positive',
      stockQuantity: 'Stock must be positive',
      lowStockThreshold: 'Reorder level must be positive',
      gstRate: 'GST rate must be between 0-50%',
      unit: 'Unit must be one of nos, pcs, kg, gm, ltr, mtr, box, pack',
      hsnCode: 'HSN code must be 4, 6 or 8 digits',
    });
    expect((await create(a, { name: 'X', stockQuantity: 2.5 }).expect(400)).body.details.fields.stockQuantity).toBe('Stock must be a whole number');
    await create(a, { name: 'Zero rated', gstRate: 0, price: 0 }).expect(201);
    await create(a, { name: 'Top rate', gstRate: 40, hsnCode: '12345678' }).expect(201);
    // 50% is within the 0-50 range but no GST rate.
    expect((await create(a, { name: 'Not a slab', gstRate: 50 }).expect(400)).body.details.fields.gstRate).toMatch(/^50% is not a GST rate/);
  });

  it('updates stock through PUT {stockQuantity} as ledger rows; removal floors at 0; concurrent changes are never lost', async () => {
    const p = (await create(a, { name: 'Sugar', stockQuantity: 10, lowStockThreshold: 3 }).expect(201)).body;
    const added = await t.http().put(`/api/products/${p.id}`).set(a.auth).send({ stockQuantity: 15 }).expect(200);
    expect(added.body).toMatchObject({ name: 'Sugar', stockQuantity: 15, lowStockThreshold: 3 });
    await t.http().put(`/api/products/${p.id}`).set(a.auth).send({ stockQuantity: 4 }).expect(200);
    const negative = await t.http().put(`/api/products/${p.id}`).set(a.auth).send({ stockQuantity: -3 }).expect(400);
    expect(negative.body.details.fields.stockQuantity).toBe('Stock must be positive');

    const removed = await t.http().post(`/api/products/${p.id}/stock-adjustments`).set(a.auth).send({ type: 'remove', quantity: 9, note: 'damaged' }).expect(200);
    expect(removed.body.product.stockQuantity).toBe(0);
    expect(removed.body.movement).toMatchObject({ reason: 'manual_remove', quantityChange: -4, resultingStock: 0, note: 'damaged' });
    await t.http().post(`/api/products/${p.id}/stock-adjustments`).set(a.auth).send({ type: 'remove', quantity: 1.5 }).expect(400);

    await Promise.all(Array.from({ length: 20 }, () => t.http().post(`/api/products/${p.id}/stock-adjustments`).set(a.auth).send({ type: 'add', quantity: 1 }).expect(200)));
    expect((await t.http().get(`/api/products/${p.id}`).set(a.auth).expect(200)).body.stockQuantity).toBe(20);

    const rows = (await t.http().get(`/api/products/${p.id}/history?limit=100`).set(a.auth).expect(200)).body.items;
    expect(rows).toHaveLength(24);
    expect(rows.slice(-4).map((r: { reason: string; quantityChange: number; resultingStock: number }) => [r.reason, r.quantityChange, r.resultingStock])).toEqual([
      ['manual_remove', -4, 0],
      ['manual_remove', -11, 4],
      ['manual_add', 5, 15],
      ['opening', 10, 10],
    ]);
    // Newest first, and every row's resulting stock follows from the one before it.
    const chronological = [...rows].reverse();
    chronological.reduce((stock: number, r: { quantityChange: number; resultingStock: number }) => {
      expect(r.resultingStock).toBe(stock + r.quantityChange);
      return r.resultingStock;
    }, 0);
    const page = await t.http().get(`/api/products/${p.id}/history?limit=10`).set(a.auth).expect(200);
    const next = await t.http().get(`/api/products/${p.id}/history?limit=10&cursor=${page.body.nextCursor}`).set(a.auth).expect(200);
    expect([...page.body.items, ...next.body.items].map((r: { id: string }) => r.id)).toEqual(rows.slice(0, 20).map((r: { id: string }) => r.id));
  });

  it('a full-form PUT replaces the details and records a stock change', async () => {
    const p = (await create(a, { name: 'Tea', price: 10, stockQuantity: 5 }).expect(201)).body;
    const r = await t.http().put(`/api/products/${p.id}`).set(a.auth).send({ name: 'Assam Tea', price: 12.25, stockQuantity: 8, unit: 'pack', gstRate: 5 }).expect(200);
    expect(r.body).toMatchObject({ name: 'Assam Tea', price: 12.25, stockQuantity: 8, unit: 'pack', gstRate: 5, lowStockThreshold: 10 });
    expect((await history(a, p.id)).items[0]).toMatchObject({ reason: 'manual_add', quantityChange: 3, resultingStock: 8 });
    const noStock = await t.http().put(`/api/products/${p.id}`).set(a.auth).send({ name: 'Assam Tea', price: 13 }).expect(200);
    expect(noStock.body.stockQuantity).toBe(8);
    const bad = await t.http().put(`/api/products/${p.id}`).set(a.auth).send({ name: '', price: 1 }).expect(400);
    expect(bad.body.details.fields.name).toBe('Product name is required');
  });

  it('lists, searches, low stock, stats; delete archives and hides', async () => {
    const c = await signUpBusiness(t);
    const mk = async (body: Record<string, unknown>) => (await create(c, body).expect(201)).body;
    const pen = await mk({ name: 'pen', sku: 'PEN-01', price: 10, stockQuantity: 2, lowStockThreshold: 5 });
    await mk({ name: 'Notebook', price: 45.5, stockQuantity: 10, lowStockThreshold: 10 });
    await mk({ name: 'Eraser', price: 5, stockQuantity: 100 });
    const gone = await mk({ name: 'Crayon', price: 20, stockQuantity: 0 });

    const list = await t.http().get('/api/products?limit=2').set(c.auth).expect(200);
    expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['Crayon', 'Eraser']);
    const rest = await t.http().get(`/api/products?limit=2&cursor=${list.body.nextCursor}`).set(c.auth).expect(200);
    expect(rest.body).toMatchObject({ items: [{ name: 'Notebook' }, { name: 'pen' }], nextCursor: null });
    expect((await t.http().get('/api/products?search=pen-01').set(c.auth).expect(200)).body.items.map((p: { id: string }) => p.id)).toEqual([pen.id]);
    expect((await t.http().get('/api/products?search=OTE').set(c.auth).expect(200)).body.items.map((p: { name: string }) => p.name)).toEqual(['Notebook']);

    const low = await t.http().get('/api/products/low-stock').set(c.auth).expect(200);
    expect(low.body).toEqual([
      { id: gone.id, name: 'Crayon', stock: 0, lowStockThreshold: 10, unit: 'nos' },
      { id: pen.id, name: 'pen', stock: 2, lowStockThreshold: 5, unit: 'nos' },
      { id: expect.any(String), name: 'Notebook', stock: 10, lowStockThreshold: 10, unit: 'nos' },
    ]);
    expect((await t.http().get('/api/products/stats').set(c.auth).expect(200)).body).toEqual({ totalProducts: 4, lowStockCount: 3, totalValue: 20 + 455 + 500 });

    await t.http().delete(`/api/products/${gone.id}`).set(c.auth).expect(204);
    await t.http().get(`/api/products/${gone.id}`).set(c.auth).expect(404);
    await t.http().delete(`/api/products/${gone.id}`).set(c.auth).expect(404);
    expect((await t.http().get('/api/products').set(c.auth).expect(200)).body.items).toHaveLength(3);
    expect((await t.http().get('/api/products/stats').set(c.auth).expect(200)).body).toEqual({ totalProducts: 3, lowStockCount: 2, totalValue: 975 });
    expect((await sql(t, 'select archived_at from products where id = $1', [gone.id]))[0].archived_at).not.toBeNull();
  });

  it('refuses a second product of the same name (any case), on POST and PUT, with a field message', async () => {
    const bolt = await create(a, { name: 'Hex Bolt M8' }).expect(201);
    const again = await create(a, { name: '  hex bolt m8 ' }).expect(409);
    expect(again.body).toMatchObject({ code: 'PRODUCT_NAME_TAKEN', details: { fields: { name: 'A product named "hex bolt m8" already exists' } } });

    const nut = await create(a, { name: 'Hex Nut M8' }).expect(201);
    const renamed = await t.http().put(`/api/products/${nut.body.id}`).set(a.auth).send({ name: 'HEX BOLT M8' }).expect(409);
    expect(renamed.body.code).toBe('PRODUCT_NAME_TAKEN');
    await t.http().put(`/api/products/${bolt.body.id}`).set(a.auth).send({ name: 'Hex Bolt m8', price: 5 }).expect(200);

    await create(b, { name: 'Hex Bolt M8' }).expect(201);
    await t.http().delete(`/api/products/${bolt.body.id}`).set(a.auth).expect(204);
    await create(a, { name: 'Hex Bolt M8' }).expect(201);
  });

  it('gives a name to one of three racing requests and a 409 to the others, never a 500', async () => {
    const replies = await Promise.all([1, 2, 3].map(() => create(a, { name: 'Racing Washer' })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('isolates businesses on every endpoint', async () => {
    const p = (await create(a, { name: 'Secret Item', stockQuantity: 1 }).expect(201)).body;
    await t.http().get(`/api/products/${p.id}`).set(b.auth).expect(404);
    await t.http().put(`/api/products/${p.id}`).set(b.auth).send({ name: 'Mine now' }).expect(404);
    await t.http().put(`/api/products/${p.id}`).set(b.auth).send({ stockQuantity: 99 }).expect(404);
    await t.http().post(`/api/products/${p.id}/stock-adjustments`).set(b.auth).send({ type: 'add', quantity: 5 }).expect(404);
    await t.http().get(`/api/products/${p.id}/history`).set(b.auth).expect(404);
    await t.http().delete(`/api/products/${p.id}`).set(b.auth).expect(404);
    await t.http().get('/api/products/not-a-uuid').set(b.auth).expect(404);
    const bList = await t.http().get('/api/products?limit=200').set(b.auth).expect(200);
    expect(bList.body.items.map((x: { id: string }) => x.id)).not.toContain(p.id);
    expect((await t.http().get('/api/products/low-stock').set(b.auth).expect(200)).body.map((x: { id: string }) => x.id)).not.toContain(p.id);
    const after = await t.http().get(`/api/products/${p.id}`).set(a.auth).expect(200);
    expect(after.body).toMatchObject({ name: 'Secret Item', stockQuantity: 1 });
  });

  describe('CSV import', () => {
    const upload = (who: SignedUpBusiness, content: string | Buffer, filename = 'products.csv', field = 'csvFile') =>
      t.http().post('/api/products/import-csv').set(who.auth).attach(field, Buffer.isBuffer(content) ? content : Buffer.from(content), { filename, contentType: 'application/vnd.ms-excel' });

    it('imports every row in one go with an import ledger row each; header order and case are free', async () => {
      const c = await signUpBusiness(t);
      const csv = ['Unit,NAME,price,Stock,reorderLevel,hsnCode,gstRate,description', 'kg,Toor Dal,"1,250.50",12,4,0713,5,Premium', 'nos,"Pencil, HB",5,0,,,,', ''].join('\r\n');
      const r = await upload(c, csv).expect(200);
      expect(r.body).toEqual({ count: 2, message: 'Successfully imported 2 products from CSV' });
      const items = (await t.http().get('/api/products').set(c.auth).expect(200)).body.items;
      expect(items).toMatchObject([
        { name: 'Pencil, HB', price: 5, stockQuantity: 0, lowStockThreshold: 10, unit: 'nos', gstRate: 18 },
        { name: 'Toor Dal', price: 1250.5, stockQuantity: 12, lowStockThreshold: 4, unit: 'kg', hsnCode: '0713', gstRate: 5, description: 'Premium' },
      ]);
      expect((await history(c, items[1].id)).items).toMatchObject([{ reason: 'import', quantityChange: 12, resultingStock: 12 }]);
      expect((await history(c, items[0].id)).items).toMatchObject([{ reason: 'import', quantityChange: 0, resultingStock: 0 }]);
    });

    it("refuses a row whose GST rate is not legal today (12% since 22 Sep 2025), naming the legal rates", async () => {
      const c = await signUpBusiness(t);
      const csv = ['name,price,stock,gstRate', 'Soap,10,1,12%', 'Export lot,10,1,0.1'].join('\n');
      const r = await upload(c, csv).expect(400);
      expect(r.body.details.rows).toEqual([{ row: 2, errors: { gstRate: expect.stringMatching(/^12% is not a GST rate on \d{2}\/\d{2}\/\d{4}: use 0%, 0.1%, 0.25%, 3%, 5%, 18% or 40%$/) } }]);
      const made = await t.http().post('/api/products').set(c.auth).send({ name: 'Shampoo', price: 10, gstRate: 28 }).expect(400);
      expect(made.body.details.fields.gstRate).toMatch(/^28% is not a GST rate/);
    });

    it('imports nothing when any row is bad and lists each bad row', async () => {
      const c = await signUpBusiness(t);
      const csv = ['name,price,stock,reorderLevel,gstRate,unit,hsnCode', 'Good,10,1,1,5,nos,1234', ',10,1,1,5,nos,', 'Bad,-1,1.5,-2,60,dozen,12', 'Also good,1,1,1,0,box,'].join('\n');
      const r = await upload(c, csv).expect(400);
      expect(r.body.code).toBe('CSV_INVALID_ROWS');
      expect(r.body.details.rows).toEqual([
        { row: 3, errors: { name: 'Product name is required' } },
        {
          row: 4,
          errors: {
            price: 'Price must be positive',
            stock: 'Stock must be a whole number',
            reorderLevel: 'Reorder level must be positive',
            gstRate: 'GST rate must be between 0-50%',
            unit: 'Unit must be one of nos, pcs, kg, gm, ltr, mtr, box, pack',
            hsnCode: 'HSN code must be 4, 6 or 8 digits',
          },
        },
      ]);
      expect((await t.http().get('/api/products').set(c.auth).expect(200)).body.items).toEqual([]);
      expect(await sql(t, 'select count(*)::int as n from stock_movements where business_id = $1', [await businessIdOf(t, c)])).toEqual([{ n: 0 }]);
    });

    it('refuses a name the business already uses, or that the file repeats (any case)', async () => {
      const c = await signUpBusiness(t);
      await upload(c, 'name,price\nLED Panel 18W,450\n').expect(200);
      const csv = ['NAME,price', 'led panel 18w,460', 'Tube Light,120', 'TUBE LIGHT,125', 'Fan Regulator,300'].join('\n');
      const r = await upload(c, csv).expect(400);
      expect(r.body.details.rows).toEqual([
        { row: 2, errors: { NAME: 'A product named "led panel 18w" already exists' } },
        { row: 4, errors: { NAME: '"TUBE LIGHT" is also on row 3' } },
      ]);
      expect((await t.http().get('/api/products').set(c.auth).expect(200)).body.items).toHaveLength(1);
    });

    it('stores formula-looking cells as plain text', async () => {
      const c = await signUpBusiness(t);
      const csv = 'name,description\n"=HYPERLINK(""http://evil"",""x"")",+cmd|calc\n@SUM(A1),-2+3\n';
      await upload(c, csv).expect(200);
      const names = (await t.http().get('/api/products').set(c.auth).expect(200)).body.items.map((p: { name: string; description: string }) => [p.name, p.description]);
      expect(names).toEqual([
        ['=HYPERLINK("http://evil","x")', '+cmd|calc'],
        ['@SUM(A1)', '-2+3'],
      ]);
    });

    it('checks the file by extension and content, not by MIME type', async () => {
      const bad = async (request: ReturnType<typeof upload>) => {
        const r = await request.expect(400);
        expect(r.body).toMatchObject({ code: 'CSV_INVALID_FILE', message: 'Please select a valid CSV file' });
      };
      await bad(upload(a, 'name\nX\n', 'products.xlsx'));
      await bad(upload(a, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), 'products.csv'));
      await bad(upload(a, 'price,stock\n1,2\n'));
      await bad(upload(a, 'name,price\n'));
      await bad(upload(a, 'name\nX\n', 'products.csv', 'file'));
      await bad(t.http().post('/api/products/import-csv').set(a.auth).send({ csvFile: 'name\nX' }));
      const tooBig = await upload(a, Buffer.alloc(2 * 1024 * 1024 + 10, 'a')).expect(400);
      expect(tooBig.body.code).toBe('CSV_TOO_LARGE');
      // Windows-1252 text (Excel on Windows) is read, upper-case .CSV is fine.
      await upload(a, Buffer.from('name,description\nCaf\xe9 Latte,ok\n', 'latin1'), 'EXPORT.CSV').expect(200);
      expect((await t.http().get('/api/products?search=Latte').set(a.auth).expect(200)).body.items[0].name).toBe('Café Latte');
    });
  });

  describe('StockLedger (used by billing)', () => {
    let em: EntityManager;
    let ledger: StockLedger;
    let businessId: string;
    beforeAll(async () => {
      em = t.app.get(EntityManager);
      ledger = t.app.get(StockLedger);
      businessId = await businessIdOf(t, a);
    });
    const stockOf = async (id: string) => (await t.http().get(`/api/products/${id}`).set(a.auth).expect(200)).body.stockQuantity;
    const inTransaction = <T>(work: () => Promise<T>) => em.fork().transactional(() => work());

    it('takes stock out for an invoice inside the caller transaction and returns it on cancellation', async () => {
      const x = (await create(a, { name: 'Ledger X', stockQuantity: 10 }).expect(201)).body;
      const y = (await create(a, { name: 'Ledger Y', stockQuantity: 3 }).expect(201)).body;
      const invoiceId = randomUUID();
      const taken = await inTransaction(() =>
        ledger.takeOutForInvoice(businessId, invoiceId, 'INV/26-27/0007', [
          { productId: x.id, quantity: 2 },
          { productId: y.id, quantity: 3 },
          { productId: x.id, quantity: 1 },
        ]),
      );
      expect(taken.map((m) => [m.reason, m.quantityChange, m.resultingStock, m.referenceType, m.referenceId, m.note]).sort()).toEqual(
        [
          ['invoice', -3, 7, 'invoice', invoiceId, 'INV/26-27/0007'],
          ['invoice', -3, 0, 'invoice', invoiceId, 'INV/26-27/0007'],
        ].sort(),
      );
      expect([await stockOf(x.id), await stockOf(y.id)]).toEqual([7, 0]);

      await expect(inTransaction(() => ledger.takeOutForInvoice(businessId, invoiceId, 'INV/26-27/0007', [{ productId: x.id, quantity: 1 }]))).rejects.toMatchObject({
        code: 'STOCK_ALREADY_TAKEN',
      });

      const returned = await inTransaction(() => ledger.returnForCancelledInvoice(businessId, invoiceId, 'INV/26-27/0007'));
      expect(returned.map((m) => [m.reason, m.quantityChange, m.note]).sort()).toEqual([
        ['invoice_cancelled', 3, 'INV/26-27/0007'],
        ['invoice_cancelled', 3, 'INV/26-27/0007'],
      ]);
      expect([await stockOf(x.id), await stockOf(y.id)]).toEqual([10, 3]);
      expect(await inTransaction(() => ledger.returnForCancelledInvoice(businessId, invoiceId, 'INV/26-27/0007'))).toEqual([]);
      expect([await stockOf(x.id), await stockOf(y.id)]).toEqual([10, 3]);
    });

    it('names every short product and changes nothing', async () => {
      const x = (await create(a, { name: 'Short X', stockQuantity: 1 }).expect(201)).body;
      const y = (await create(a, { name: 'Short Y', stockQuantity: 0 }).expect(201)).body;
      const z = (await create(a, { name: 'Enough Z', stockQuantity: 5 }).expect(201)).body;
      const error = await inTransaction(() =>
        ledger.takeOutForInvoice(businessId, randomUUID(), 'INV/26-27/0008', [
          { productId: z.id, quantity: 5 },
          { productId: x.id, quantity: 2 },
          { productId: y.id, quantity: 1 },
        ]),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'INSUFFICIENT_STOCK', kind: 'conflict' });
      expect((error as DomainError).details?.products).toEqual(
        expect.arrayContaining([
          { productId: x.id, name: 'Short X', available: 1, requested: 2 },
          { productId: y.id, name: 'Short Y', available: 0, requested: 1 },
        ]),
      );
      expect((error as DomainError).details?.products).toHaveLength(2);
      expect([await stockOf(x.id), await stockOf(y.id), await stockOf(z.id)]).toEqual([1, 0, 5]);
    });

    it('rolls back with the caller, rejects fractional quantities and other businesses products', async () => {
      const x = (await create(a, { name: 'Rollback X', stockQuantity: 5 }).expect(201)).body;
      await expect(
        inTransaction(async () => {
          await ledger.takeOutForInvoice(businessId, randomUUID(), 'INV/26-27/0008', [{ productId: x.id, quantity: 2 }]);
          throw new Error('invoice insert failed');
        }),
      ).rejects.toThrow('invoice insert failed');
      expect(await stockOf(x.id)).toBe(5);
      expect((await history(a, x.id)).items).toHaveLength(1);

      await expect(inTransaction(() => ledger.takeOutForInvoice(businessId, randomUUID(), 'INV/26-27/0008', [{ productId: x.id, quantity: 1.5 }]))).rejects.toMatchObject({
        code: 'STOCK_QUANTITY_NOT_WHOLE',
        kind: 'validation',
      });
      const other = (await create(b, { name: 'Not yours', stockQuantity: 5 }).expect(201)).body;
      await expect(inTransaction(() => ledger.takeOutForInvoice(businessId, randomUUID(), 'INV/26-27/0008', [{ productId: other.id, quantity: 1 }]))).rejects.toMatchObject({
        code: 'PRODUCT_NOT_FOUND',
      });
      expect((await t.http().get(`/api/products/${other.id}`).set(b.auth).expect(200)).body.stockQuantity).toBe(5);
    });

    it('never oversells under concurrent invoices', async () => {
      const x = (await create(a, { name: 'Hot item', stockQuantity: 5 }).expect(201)).body;
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => inTransaction(() => ledger.takeOutForInvoice(businessId, randomUUID(), 'INV/26-27/0008', [{ productId: x.id, quantity: 1 }]))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(3).fill('INSUFFICIENT_STOCK'));
      expect(await stockOf(x.id)).toBe(0);
    });
  });
});
