import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts automatically only when test globals are enabled; this suite imports them explicitly.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
