import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import CampaignsPage from './CampaignsPage';

const campaign = (overrides: Partial<CampaignResponse>): CampaignResponse => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Diwali offer',
  description: 'Festive discounts',
  type: 'email',
  targetType: 'all_customers',
  targetCustomerIds: [],
  emailSubject: 'Offer for {{customer.name}}',
  emailContent: 'Dear {{customer.name}}',
  status: 'draft',
  totalTargets: 0,
  emailsSent: 0,
  createdAt: '2026-11-20T05:00:00.000Z',
  scheduledAt: null,
  startedAt: null,
  completedAt: null,
  pauseReason: null,
  metrics: null,
  ...overrides,
});

const RUNNING = campaign({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Monsoon sale',
  status: 'running',
  totalTargets: 40,
  emailsSent: 10,
  startedAt: '2026-11-21T05:00:00.000Z',
  metrics: { targets: 40, sent: 10, failed: 1, failures: [], skipped: 2, skips: [], cancelled: 0, pending: 27, unsubscribed: 1, progress: 32 },
});

type Handler = (init: RequestInit | undefined) => unknown;

/** A fetch stub answering by "METHOD path" (the query string is ignored); a route may be a function of the request. */
function serve(routes: Record<string, Handler | unknown>, status: Record<string, number> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    if (!(key in routes)) return new Response(JSON.stringify({ message: `no route ${key}` }), { status: 404 });
    const route = routes[key];
    const body: unknown = await (typeof route === 'function' ? (route as Handler)(init) : route);
    if (body === null) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(body), { status: status[key] ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(access: 'loading' | 'allowed' | 'upgrade' = 'allowed') {
  return renderWithProviders(
    <>
      <CampaignsPage access={access} upgradePanel={<p>Upgrade to Premium Campaign Plan - ₹5000/year</p>} />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('Marketing Campaigns screen', () => {
  it('shows six placeholder cards while loading, then the cards: Start only on a draft, figures only once started', async () => {
    let answer: (value: unknown) => void = () => undefined;
    serve({ 'GET /api/campaigns': () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findAllByTestId('campaign-skeleton')).toHaveLength(6);
    answer({ items: [campaign({}), RUNNING], nextCursor: null });

    const draft = await screen.findByRole('article', { name: 'Diwali offer' });
    expect(within(draft).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(within(draft).queryByRole('progressbar')).toBeNull();
    const running = screen.getByRole('article', { name: 'Monsoon sale' });
    expect(within(running).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(within(running).queryByRole('button', { name: 'Delete' })).toBeNull(); // pause it first
    expect(within(running).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(running).getByText('e-mails sent', { exact: false }).textContent).toBe('10 of 40 e-mails sent');
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('32');
  });

  it('shows the upgrade panel without the premium plan, and no list', () => {
    const fetchMock = serve({});
    renderPage('upgrade');
    expect(screen.getByText('Upgrade to Premium Campaign Plan - ₹5000/year')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create Campaign/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches by name or description and filters by status through the server', async () => {
    const fetchMock = serve({ 'GET /api/campaigns': { items: [], nextCursor: null } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No campaigns found')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'diwali');
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/campaigns?search=diwali&status=paused&limit=24'));
    expect(screen.getByText('No campaign matches this search.')).toBeTruthy();
  });

  it('checks the create form with the spec’s messages and sends the campaign with an Idempotency-Key', async () => {
    const fetchMock = serve({ 'GET /api/campaigns': { items: [], nextCursor: null }, 'POST /api/campaigns': campaign({}) });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getAllByRole('button', { name: /Create Campaign/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Email content'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await within(dialog).findByText('Campaign name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Email content is required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Campaign name'), 'Diwali offer');
    await user.type(within(dialog).getByLabelText('Email subject'), 'Offer');
    await user.type(within(dialog).getByLabelText('Email content'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Diwali offer', description: null, type: 'email', targetType: 'all_customers', emailSubject: 'Offer', emailContent: 'Hello' });
    expect(new Headers(init!.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('asks for customers when the target is a custom segment', async () => {
    serve({ 'GET /api/campaigns': { items: [], nextCursor: null }, 'GET /api/customers': { items: [], nextCursor: null } });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getAllByRole('button', { name: /Create Campaign/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Target audience'), 'custom_segment');
    await user.type(within(dialog).getByLabelText('Campaign name'), 'Few');
    await user.type(within(dialog).getByLabelText('Email subject'), 'S');
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await within(dialog).findByText('Choose at least one customer')).toBeTruthy();
  });

  it('starts a draft after asking, and shows the server’s message under Error when it fails', async () => {
    serve(
      {
        'GET /api/campaigns': { items: [campaign({})], nextCursor: null },
        [`POST /api/campaigns/${campaign({}).id}/start`]: { code: 'CAMPAIGN_NO_TARGETS', message: 'No customer matches this campaign’s target' },
      },
      { [`POST /api/campaigns/${campaign({}).id}/start`]: 409 },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Diwali offer' })).getByRole('button', { name: 'Start' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('No customer matches this campaign’s target')).toBeTruthy();
  });

  it('asks before deleting with the spec’s question', async () => {
    serve({ 'GET /api/campaigns': { items: [campaign({})], nextCursor: null }, [`DELETE /api/campaigns/${campaign({}).id}`]: null });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Diwali offer' })).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this campaign?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign deleted successfully')).toBeTruthy();
  });
});
