import type { BusinessConfig } from '@hisaab/contracts';

export type SetupStepId = 'business' | 'customer' | 'product' | 'invoice';

export interface SetupStep {
  id: SetupStepId;
  title: string;
  description: string;
  /** The label of the link to the step, e.g. 'Add customer'. */
  action: string;
  /** Where the step is done; the lists open their "add" dialog from `?new=1`. */
  to: string;
  done: boolean;
}

/** What the business has, read from its own data. */
export interface SetupFacts {
  config: BusinessConfig;
  hasCustomer: boolean;
  hasProduct: boolean;
  hasInvoice: boolean;
}

/** The details an invoice header needs: the address with city and PIN, and the GSTIN when registered. */
export function businessDetailsComplete(config: BusinessConfig): boolean {
  const filled = (value: string | null) => Boolean(value?.trim());
  const address = filled(config.companyAddress) && filled(config.companyCity) && filled(config.companyPincode);
  return filled(config.companyName) && address && (!config.gstEnabled || filled(config.gstNumber));
}

/** The first-run steps, in the order an owner takes them. */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  return [
    {
      id: 'business',
      title: 'Add your business details',
      description: 'GSTIN, address, city and PIN code: printed at the top of every invoice.',
      action: 'Add details',
      to: '/config',
      done: businessDetailsComplete(facts.config),
    },
    {
      id: 'customer',
      title: 'Add your first customer',
      description: 'Who you bill, with their GSTIN if they have one.',
      action: 'Add customer',
      to: '/customers?new=1',
      done: facts.hasCustomer,
    },
    {
      id: 'product',
      title: 'Add your first product',
      description: 'Name, HSN code, price, GST rate and stock.',
      action: 'Add product',
      to: '/inventory?new=1',
      done: facts.hasProduct,
    },
    {
      id: 'invoice',
      title: 'Create your first invoice',
      description: 'GST is worked out for you from your state and your customer’s.',
      action: 'Create invoice',
      to: '/invoices?new=1',
      done: facts.hasInvoice,
    },
  ];
}
