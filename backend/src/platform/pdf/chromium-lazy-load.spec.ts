// Start-up time: the browser libraries load with the first PDF, not when the API starts.
import './chromium-html-to-pdf';

const mockLoaded: string[] = [];
jest.mock('playwright-core', () => {
  mockLoaded.push('playwright-core');
  return {};
});
jest.mock('@sparticuz/chromium', () => {
  mockLoaded.push('@sparticuz/chromium');
  return {};
});

it('loads neither playwright-core nor @sparticuz/chromium when the PDF renderer module is loaded', () => {
  expect(mockLoaded).toEqual([]);
});
