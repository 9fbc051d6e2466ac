import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GstinHint } from './gstin-hint';

describe('GstinHint', () => {
  it.each([
    ['29AAFCC9980M1ZR', /Valid GSTIN · State: Karnataka/],
    ['29AAFCC9980', /11\/15 characters/],
    ['29AAFCC9980M1ZS', /last character doesn't match/],
    ['99AAFCC9980M1ZR', /not a state code/],
    ['29AAFCC99801MZR', /Format:/],
  ])('%s', (gstin, text) => {
    render(<GstinHint value={gstin} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});
