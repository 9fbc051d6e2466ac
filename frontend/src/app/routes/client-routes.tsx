import { lazy } from 'react';
import { Route } from 'react-router-dom';

const PublicInvoicePage = lazy(() => import('@/features/public-invoice/PublicInvoicePage'));

/** The public client invoice page (/client/{shareId}): open to everyone, signed in or not, outside the app shell. */
export const clientRoutes = <Route path="/client/:shareId" element={<PublicInvoicePage />} />;
