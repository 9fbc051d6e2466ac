import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_DELETION, AccountErrorCode, AccountMessages } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { exportStatusQuery, useDeleteAccount, useRequestExport } from '../api';

/** Spec part 2 §4: the user is signed out 2 s after the deletion is scheduled. */
export const SIGN_OUT_AFTER_DELETE_MS = 2000;

interface DeleteAccountPageProps {
  /** Forgets the session in this browser (the server has already ended it). */
  signOut: () => void;
}

/** /delete-account (spec part 2 §2): export first, the 72-month warning, then the typed confirmation. */
export default function DeleteAccountPage({ signOut }: DeleteAccountPageProps) {
  const [reason, setReason] = useState('');
  const [confirmText, setConfirmText] = useState('');
  const [understood, setUnderstood] = useState(false);
  const exportStatus = useQuery(exportStatusQuery());
  const exportData = useRequestExport();
  const deleteAccount = useDeleteAccount(() => setTimeout(signOut, SIGN_OUT_AFTER_DELETE_MS));
  // Requested today (the server remembers across reloads), just now, or the server's 409 (already requested today): an export is on its way.
  const exportRequested =
    exportStatus.data?.requestedToday === true ||
    exportData.isSuccess ||
    (exportData.error instanceof ApiError && exportData.error.code === AccountErrorCode.EXPORT_ALREADY_REQUESTED);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmText !== ACCOUNT_DELETION.confirmText) {
      toast({ title: AccountMessages.confirmationError, description: AccountMessages.confirmTextField, variant: 'destructive' });
      return;
    }
    if (!understood) {
      toast({ title: AccountMessages.confirmationRequired, description: 'Please tick the box to confirm you understand.', variant: 'destructive' });
      return;
    }
    deleteAccount.mutate({ confirmText, reason: reason.trim() || null });
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title="Delete Account" subtitle="Permanently remove your business and all its data." />
      <Card>
        <CardHeader>
          <CardTitle>Download your data first</CardTitle>
          <CardDescription>
            GST law requires your business to keep its records for {ACCOUNT_DELETION.gstRecordRetentionMonths} months. Request an export: we e-mail you a link to
            one ZIP file with every record (CSV and JSON) and the PDF of each issued invoice, usually within minutes and always within 24 hours.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {exportStatus.isPending ? (
            <Skeleton className="h-10 w-48" />
          ) : (
            <Button variant="outline" onClick={() => exportData.mutate()} loading={exportData.isPending} disabled={exportRequested}>
              {exportRequested ? AccountMessages.exportRequested : 'Request Data Export'}
            </Button>
          )}
          {exportRequested && (
            <p className="mt-2 text-sm text-muted-foreground">The download link is e-mailed to you; you can request another export tomorrow.</p>
          )}
        </CardContent>
      </Card>
      <Card className="border-destructive">
        <CardHeader>
          <CardTitle>Delete my account</CardTitle>
          <CardDescription>
            Your account is deleted for good {ACCOUNT_DELETION.graceDays} days after you confirm: invoices, customers, products, payments, messages and PDFs. When
            you confirm, you are signed out everywhere; signing in again before then cancels the deletion.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <FormField label="Reason for leaving (optional)">
              <Textarea value={reason} maxLength={ACCOUNT_DELETION.reasonMaxLength} onChange={(event) => setReason(event.target.value)} />
            </FormField>
            <FormField label={`Type ${ACCOUNT_DELETION.confirmText} to confirm`}>
              <Input value={confirmText} autoComplete="off" onChange={(event) => setConfirmText(event.target.value)} />
            </FormField>
            <CheckboxField
              label="I understand that this permanently deletes my account and all its data"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <Button type="submit" variant="destructive" loading={deleteAccount.isPending} disabled={deleteAccount.isSuccess}>
              Delete Account
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
