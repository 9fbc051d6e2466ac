import { challanDocumentKind, supplyKindOf } from './supply-kind';

describe('supply kind of a recorded invoice', () => {
  it.each([
    ['33', false, 1800, 'regular'],
    ['29', false, 1800, 'regular'],
    ['96', false, 1800, 'export_with_payment'],
    ['96', false, 0, 'export_without_payment'],
    ['29', true, 1800, 'sez_with_payment'],
    ['33', true, 0, 'sez_without_payment'],
  ] as const)('pos %s, SEZ %s, IGST %d paise → %s', (placeOfSupply, customerSez, igstPaise, kind) => {
    expect(supplyKindOf({ placeOfSupply, customerSez, igstPaise })).toBe(kind);
  });

  it.each([
    ['job_work', 'challan_job_work'],
    ['supply_on_approval', 'challan_approval'],
    ['supply', 'challan_other'],
    ['other', 'challan_other'],
  ])('challan for %s → %s', (purpose, kind) => expect(challanDocumentKind(purpose)).toBe(kind));
});
