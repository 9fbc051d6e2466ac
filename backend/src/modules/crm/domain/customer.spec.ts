import { validateDto } from '../../../platform/http/dto-rules';
import { CustomerDto } from '../http/customers.dto';
import { resolveCustomer, stateCodeOfName } from './customer';

/** The whole form as the API checks it: field rules (the DTO), then the rules between fields. */
function check(input: Record<string, unknown>) {
  const checked = validateDto(CustomerDto, input);
  if ('errors' in checked) return checked;
  return resolveCustomer(checked.value);
}
const ok = (input: Record<string, unknown>) => {
  const result = check(input);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.customer;
};
const errors = (input: Record<string, unknown>) => {
  const result = check(input);
  return 'errors' in result ? result.errors : {};
};

describe('customer form rules (docs/spec/part-1.md §5)', () => {
  it('requires a name', () => {
    expect(errors({}).name).toBe('Name is required');
    expect(errors({ name: '   ' }).name).toBe('Name is required');
    expect(errors({ name: 5 }).name).toBe('Name is required');
    expect(errors({ name: 'x'.repeat(201) }).name).toBe('Name must be text of at most 200 characters');
    expect(ok({ name: '  Ravi Traders ' }).name).toBe('Ravi Traders');
  });

  it('email optional, may be empty, valid when given', () => {
    expect(ok({ name: 'A', email: '' }).email).toBeNull();
    expect(ok({ name: 'A', email: null }).email).toBeNull();
    expect(ok({ name: 'A', email: 'a@b.in' }).email).toBe('a@b.in');
    expect(errors({ name: 'A', email: 'a@b' }).email).toBe('Invalid email address');
    expect(errors({ name: 'A', email: 5 }).email).toBe('Email must be text of at most 254 characters');
  });

  it('phone optional; 10 digits starting 6-9 after stripping +91 / 0', () => {
    expect(ok({ name: 'A', phone: '+91 98765-43210' }).phone).toBe('9876543210');
    expect(ok({ name: 'A', phone: '09876543210' }).phone).toBe('9876543210');
    expect(ok({ name: 'A', phone: '' }).phone).toBeNull();
    for (const phone of ['5876543210', '98765', '98765432101', 'abc', 9876543210, '9'.repeat(30)]) {
      expect(errors({ name: 'A', phone }).phone).toBe('Phone number must be exactly 10 digits starting with 6-9');
    }
  });

  it('GSTIN validated with its check character; state code from it', () => {
    expect(ok({ name: 'A', gstNumber: '33aaapz1234c2z6' })).toMatchObject({ gstNumber: '33AAAPZ1234C2Z6', stateCode: '33', state: 'Tamil Nadu' });
    expect(errors({ name: 'A', gstNumber: '01AABCE2207R1Z5' }).gstNumber).toBe('Enter a valid 15-character GSTIN');
    expect(errors({ name: 'A', gstNumber: '29AAFCC9980M1ZR', state: 'Kerala' }).state).toBe('State must match the GSTIN (state code 29)');
    expect(errors({ name: 'A', gstNumber: '29AAFCC9980M1ZR', stateCode: '32' }).stateCode).toBe('State must match the GSTIN (state code 29)');
  });

  it('without GSTIN the state code comes from the state name, or is given', () => {
    expect(ok({ name: 'A', state: 'tamil nadu' }).stateCode).toBe('33');
    expect(ok({ name: 'A', state: 'Tamil Nadu (33)' }).stateCode).toBe('33');
    expect(ok({ name: 'A', stateCode: '07' })).toMatchObject({ stateCode: '07', state: 'Delhi' });
    expect(ok({ name: 'A', stateCode: 7 })).toMatchObject({ stateCode: '07', state: 'Delhi' });
    expect(ok({ name: 'A', state: 'Somewhere' })).toMatchObject({ state: 'Somewhere', stateCode: null });
    expect(errors({ name: 'A', stateCode: '99' }).stateCode).toBe('Select a valid state');
    expect(errors({ name: 'A', stateCode: '07', state: 'Kerala' }).state).toBe('State and state code do not match');
  });

  it('PIN code 6 digits, not starting with 0', () => {
    expect(ok({ name: 'A', pincode: '600001' }).pincode).toBe('600001');
    expect(errors({ name: 'A', pincode: '060001' }).pincode).toBe('PIN code must be 6 digits and cannot start with 0');
    expect(errors({ name: 'A', pincode: '60000100000' }).pincode).toBe('PIN code must be text of at most 10 characters');
  });

  it('an SEZ unit is true or false, and needs its GSTIN', () => {
    expect(ok({ name: 'A' }).sezUnit).toBe(false);
    expect(errors({ name: 'A', sezUnit: 'yes' }).sezUnit).toBe('SEZ unit must be true or false');
    expect(errors({ name: 'A', sezUnit: true }).gstNumber).toBe('An SEZ unit is registered under GST: enter its GSTIN');
    expect(ok({ name: 'A', sezUnit: true, gstNumber: '33AAAPZ1234C2Z6' }).sezUnit).toBe(true);
  });

  it('knows common state spellings', () => {
    expect(stateCodeOfName('Orissa')).toBe('21');
    expect(stateCodeOfName('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOfName('28')).toBeNull();
  });
});
