// Integration tests start a real app on a fresh database; a few seconds is normal.
jest.setTimeout(30_000);
