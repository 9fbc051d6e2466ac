import { exportEntries, toCsv } from './export-contents';

describe('export contents', () => {
  it('writes RFC 4180 CSV with a BOM, every column of any row, nested values as JSON and formulas neutralised', () => {
    const csv = toCsv(['id', 'name', 'notes', 'total'], [
      { id: 'a', name: '=1+2', notes: 'line\n"two"', total: 12345 },
      { id: 'b', name: 'Kaveri, Stores', extra: { city: 'Chennai' }, paid: true },
    ]);
    expect(csv).toBe(
      '\uFEFFid,name,notes,total,extra,paid\r\n' + `a,'=1+2,"line\n""two""",12345,,\r\n` + 'b,"Kaveri, Stores",,,"{""city"":""Chennai""}",true\r\n',
    );
  });

  it('names the columns of a table with no rows', () => {
    expect(toCsv(['id', 'business_id', 'name'], [])).toBe('\uFEFFid,business_id,name\r\n');
    const entries = exportEntries([{ name: 'payments', columns: ['id', 'amount'], rows: [] }], []);
    expect(entries.find((entry) => entry.name === 'csv/payments.csv')!.content.toString()).toBe('\uFEFFid,amount\r\n');
  });

  it('puts each invoice’s items inside it in the JSON, and settings as one object', () => {
    const entries = exportEntries(
      [
        { name: 'settings', columns: ['company_name'], rows: [{ company_name: 'Rao Traders' }] },
        { name: 'invoices', columns: ['id'], rows: [{ id: 'i1' }, { id: 'i2' }] },
        { name: 'invoice_items', columns: ['id', 'invoice_id'], rows: [{ id: 'x', invoice_id: 'i2' }] },
      ],
      [{ name: 'INV-1.pdf', content: Buffer.from('%PDF-') }],
    );
    const file = (name: string) => entries.find((entry) => entry.name === name)!.content.toString();
    expect(JSON.parse(file('json/invoices.json'))).toEqual([{ id: 'i1', items: [] }, { id: 'i2', items: [{ id: 'x', invoice_id: 'i2' }] }]);
    expect(JSON.parse(file('json/settings.json'))).toEqual({ company_name: 'Rao Traders' });
    expect(entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['README.txt', 'csv/invoices.csv', 'pdfs/INV-1.pdf']));
  });
});
