import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAuditEntry } from '@hisaab/contracts';
import { AUTH_TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { renderWithProviders } from '@/test/render';
import { AuditLog } from './audit-log';

const entry = (over: Partial<AdminAuditEntry>): AdminAuditEntry => ({
  id: 'e1',
  action: 'user.set-trial',
  actorUserId: 'm',
  actorEmail: 'master@hisaab.in',
  targetUserId: 'u',
  targetEmail: 'kavya@example.com',
  before: { trialEndDate: '2026-06-08T18:29:59.999Z' },
  after: { trialEndDate: '2026-06-15T18:29:59.999Z' },
  outcome: 'done',
  reason: null,
  requestId: 'req-1',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers GET /api/admin/audit-log from `pages`, by the query's outcome and cursor; records each query string. */
function serve(answer: (query: URLSearchParams) => Response) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const [path, query = ''] = String(input).split('?');
      if (path !== '/api/admin/audit-log') return json(404, { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' });
      queries.push(query);
      return answer(new URLSearchParams(query));
    }),
  );
  return queries;
}

beforeEach(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AuditLog', () => {
  it('shows skeleton rows while loading, then each entry: when, who, action, on whom, the change, outcome and request id', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await ready;
        return json(200, {
          items: [entry({}), entry({ id: 'e2', action: 'admin.step-up', actorEmail: 'ops@hisaab.in', targetUserId: null, targetEmail: null, before: null, after: null, outcome: 'refused', reason: 'OTP_INVALID', requestId: 'req-2' })],
          nextCursor: null,
        });
      }),
    );
    renderWithProviders(<AuditLog />);
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    release();
    await screen.findAllByText('req-2');
    const table = screen.getByRole('table', { name: 'Audit log' });
    const [, done, refused] = within(table).getAllByRole('row');
    expect(within(done).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 3:30:00 pm',
      'master@hisaab.in',
      'Set trial',
      'kavya@example.com',
      'trialEndDate: 08 Jun 2026 → 15 Jun 2026',
      'Done',
      'req-1',
    ]);
    expect(within(refused).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 3:30:00 pm',
      'ops@hisaab.in',
      'Admin verification',
      '—',
      '—',
      'Refused · wrong e-mailed code',
      'req-2',
    ]);
    // The code stays at hand, and a long reason wraps instead of widening a phone's card (it did: 398 px on 375).
    const badge = within(refused).getByText('Refused · wrong e-mailed code');
    expect(badge.getAttribute('title')).toBe('OTP_INVALID');
    expect(badge.style.whiteSpace).toBe('normal');
  });

  it('filters by outcome, says when there is nothing, and pages on', async () => {
    const queries = serve((query) => {
      if (query.get('outcome') === 'refused') return json(200, { items: [], nextCursor: null });
      return query.get('cursor') ? json(200, { items: [entry({ id: 'e9', requestId: 'req-9' })], nextCursor: null }) : json(200, { items: [entry({})], nextCursor: 'next' });
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditLog />);
    await screen.findAllByText('req-1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByText('req-9')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Outcome'), 'refused');
    expect(await screen.findByText('No refused attempts')).toBeTruthy();
    expect(queries).toEqual(['limit=50', 'cursor=next&limit=50', 'outcome=refused&limit=50']);
  });

  it('says what went wrong when the log cannot be read', async () => {
    serve(() => json(403, { code: 'MASTER_ADMIN_REQUIRED', message: 'Only the master admin can do this.', requestId: 'r' }));
    renderWithProviders(<AuditLog />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Only the master admin can do this.'));
  });
});
