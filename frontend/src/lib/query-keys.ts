/**
 * The first element of every query key is the API path of its endpoint group. Features build
 * their keys under these roots, so a change anywhere can refresh a group by its root without
 * one feature importing another (e.g. a payment refreshes invoices and the dashboard).
 */
export const queryRoots = {
  dashboard: '/api/dashboard',
  invoices: '/api/invoices',
  creditNotes: '/api/credit-notes',
  deliveryChallans: '/api/delivery-challans',
  recurringInvoices: '/api/recurring-invoices',
  customers: '/api/customers',
  leads: '/api/leads',
  products: '/api/products',
  payments: '/api/payments',
  expenses: '/api/expenses',
  purchases: '/api/purchases',
  communications: '/api/communications',
  config: '/api/config',
  gstSettings: '/api/gst-settings',
  gstReturns: '/api/gst',
} as const;
