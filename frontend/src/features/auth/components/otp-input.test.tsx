import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './otp-input';
import { VerifyEmailDialog } from './verify-email-dialog';

function ControlledOtp({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput label="Verification code" value={value} onChange={setValue} />
      <output data-testid="code">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('shows six boxes', () => {
    render(<ControlledOtp />);
    expect(boxes()).toHaveLength(6);
  });

  it('fills the boxes from a paste, keeping only digits', () => {
    render(<ControlledOtp />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 12-a3 45 6789' } });
    expect(code()).toBe('123456');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('moves to the next box while typing and ignores letters', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);
    await user.click(boxes()[0]!);
    await user.keyboard('4x2');
    expect(code()).toBe('42');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('on backspace in an empty box clears the previous box and moves there', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp initial="123" />);
    await user.click(boxes()[3]!);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('sends focus to the first empty box, so a code never has gaps', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp initial="1" />);
    await user.click(boxes()[4]!);
    expect(document.activeElement).toBe(boxes()[1]);
  });
});

describe('VerifyEmailDialog', () => {
  const renderDialog = (onVerify = vi.fn()) =>
    render(
      <VerifyEmailDialog
        open
        onOpenChange={vi.fn()}
        email="asha@shop.in"
        onVerify={onVerify}
        isVerifying={false}
        onResend={vi.fn()}
        isResending={false}
      />,
    );

  it('names the address and keeps the verify button disabled until six digits', async () => {
    const onVerify = vi.fn();
    renderDialog(onVerify);
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeTruthy();
    expect(screen.getByText('asha@shop.in')).toBeTruthy();
    const verify = screen.getByRole('button', { name: 'Verify & Create Account' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);

    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '12345' } });
    expect(verify.disabled).toBe(true);

    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    expect(verify.disabled).toBe(false);
    await userEvent.setup().click(verify);
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
  });
});
