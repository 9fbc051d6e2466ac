import { ApiError, apiBlob, errorDescription } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { toast } from '@/lib/toast';

/** The customer's page for an issued invoice (no sign-in): /client/{shareId}. */
export const publicInvoiceUrl = (shareId: string) => `${window.location.origin}/client/${encodeURIComponent(shareId)}`;

/**
 * Opens the invoice PDF in a new tab. The PDF needs the bearer token, so it is fetched (90 s
 * timeout, the api client's PDF rule) and shown from a blob URL; the tab is opened at the click so
 * popup blockers allow it. Blocked anyway: the file is downloaded instead.
 */
export async function openInvoicePdf(invoice: { id: string; invoiceNumber: string }): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await apiBlob(`/api/invoices/${encodeURIComponent(invoice.id)}/view-pdf`);
    const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
    if (tab) {
      const url = URL.createObjectURL(pdf);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      saveBlob(pdf, `Invoice-${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
    }
  } catch (error) {
    tab?.close();
    toast({ title: 'Could not open the PDF', description: errorDescription(error, 'Please try again.'), variant: 'destructive' });
  }
}

export async function copyPublicLink(shareId: string): Promise<void> {
  const url = publicInvoiceUrl(shareId);
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Public link copied', description: url });
  } catch {
    // No clipboard permission (or an insecure origin): show the link so it can be copied by hand.
    toast({ title: 'Public link', description: url });
  }
}

/**
 * Saves the e-invoice JSON (IRP schema 1.1) to upload to the IRP. The server refuses a document the IRP
 * would refuse (a B2C buyer, a 4-digit HSN, a missing PIN code…) and says why: the reasons are shown.
 */
export async function downloadEInvoice(invoice: { id: string; invoiceNumber: string }): Promise<void> {
  try {
    const { blob } = await apiBlob(`/api/invoices/${encodeURIComponent(invoice.id)}/e-invoice`);
    saveBlob(blob, `EINV_${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '_')}.json`);
    toast({ title: 'Download Started', description: `E-invoice JSON of ${invoice.invoiceNumber} is being downloaded.` });
  } catch (error) {
    const reasons = error instanceof ApiError && Array.isArray(error.body?.details?.problems) ? (error.body.details.problems as string[]).join(' ') : null;
    toast({ title: 'E-invoice not possible', description: reasons ?? errorDescription(error, 'Please try again.'), variant: 'destructive' });
  }
}
