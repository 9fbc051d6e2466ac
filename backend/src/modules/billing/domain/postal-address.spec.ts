import { postalAddressLines } from './postal-address';

describe('postalAddressLines', () => {
  it('prints the city and PIN once when the address already ends with them', () => {
    expect(postalAddressLines('12 Anna Salai, Chennai 600017', 'Chennai', '600017')).toEqual(['12 Anna Salai', 'Chennai - 600017']);
    expect(postalAddressLines('12 Anna Salai,\nChennai - 600 017', 'chennai', '600 017')).toEqual(['12 Anna Salai,', 'chennai - 600 017']);
    expect(postalAddressLines('Chennai 600017', 'Chennai', '600017')).toEqual(['Chennai - 600017']);
  });

  it('keeps a city named inside the street address, and everything the separate fields do not repeat', () => {
    expect(postalAddressLines('4 Chennai Road, Madurai', 'Madurai', '625001')).toEqual(['4 Chennai Road', 'Madurai - 625001']);
    expect(postalAddressLines('4 Broadway, Kochi', 'Chennai', null)).toEqual(['4 Broadway, Kochi', 'Chennai']);
  });

  it('uses the address as typed when there are no city and PIN fields', () => {
    expect(postalAddressLines('4 Broadway\nKochi 682031', null, null)).toEqual(['4 Broadway', 'Kochi 682031']);
    expect(postalAddressLines(null, null, '600017')).toEqual(['600017']);
    expect(postalAddressLines('  ', null, null)).toEqual([]);
  });
});
