import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from './date-input';
import { FormField } from './form-field';

function PaymentForm({ onSave }: { onSave: (values: { paymentDate: string }) => void }) {
  const { register, handleSubmit, setValue } = useForm({ defaultValues: { paymentDate: '2026-11-20' } });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <FormField label="Payment date">
        <DateInput {...register('paymentDate')} />
      </FormField>
      <button type="button" onClick={() => setValue('paymentDate', '2027-01-31')}>
        Set from code
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('DateInput', () => {
  it('shows the stored ISO date day first and stores what is typed day first as ISO', async () => {
    const saves: string[] = [];
    const user = userEvent.setup();
    render(<PaymentForm onSave={(values) => saves.push(values.paymentDate)} />);
    const input = screen.getByLabelText('Payment date') as HTMLInputElement;
    expect(input.value).toBe('20/11/2026');

    await user.clear(input);
    await user.type(input, '05/03/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves).toEqual(['2026-03-05']);
  });

  it('follows values set by code, e.g. a due date worked out from terms', async () => {
    const user = userEvent.setup();
    render(<PaymentForm onSave={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Set from code' }));
    expect((screen.getByLabelText('Payment date') as HTMLInputElement).value).toBe('31/01/2027');
  });

  it('says how to type a date it cannot read, and stores nothing for it', async () => {
    const saves: string[] = [];
    const user = userEvent.setup();
    render(<PaymentForm onSave={(values) => saves.push(values.paymentDate)} />);
    const input = screen.getByLabelText('Payment date');
    await user.clear(input);
    await user.type(input, '31/04/2026');
    await user.tab();
    expect(screen.getByText('Type the date as dd/mm/yyyy, e.g. 05/03/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves).toEqual(['']);
  });
});
