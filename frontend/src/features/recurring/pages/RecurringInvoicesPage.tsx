import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Repeat } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';
import { useSearchParam } from '@/lib/use-search-param';
import { templatesQuery, useDeleteTemplate, useGenerateNow, useToggleTemplate, type RecurringTemplate } from '../api';
import { RecurringDialog } from '../components/recurring-dialog';
import { TemplateCard } from '../components/template-card';

const SKELETON_CARDS = 6;
/** `/recurring-invoices?new=1` opens the create dialog. */
const NEW_PARAM = 'new';

/** Spec part 2 §2 "Recurring Invoices": templates, the create/edit dialog, the active switch, Generate Now, edit and delete. */
export default function RecurringInvoicesPage() {
  const query = useInfiniteQuery(templatesQuery());
  const toggle = useToggleTemplate();
  const generate = useGenerateNow();
  const remove = useDeleteTemplate();
  const [dialog, setDialog] = useState<{ template?: RecurringTemplate } | null>(null);
  const [newParam, setNewParam] = useSearchParam(NEW_PARAM);
  const closeDialog = () => {
    setDialog(null);
    if (newParam !== null) setNewParam(null);
  };
  const [deleting, setDeleting] = useState<RecurringTemplate | null>(null);
  const templates = query.data?.pages.flatMap((page) => page.items) ?? [];
  const create = (
    <Button onClick={() => setDialog({})}>
      <Plus className="size-4" aria-hidden /> New Template
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Recurring Invoices" subtitle="Invoices made for you every week, month, quarter or year." actions={create} />

      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(query.error, 'Could not load recurring invoices.')}
        </p>
      ) : query.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={index} className="flex flex-col gap-3 p-5" data-testid="template-skeleton">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-8 w-36" />
            </Card>
          ))}
        </div>
      ) : templates.length ? (
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {templates.map((template) => (
              <li key={template.id}>
                <TemplateCard
                  template={template}
                  onToggle={() => toggle.mutate(template.id)}
                  toggling={toggle.isPending && toggle.variables === template.id}
                  onGenerate={() => generate.mutate(template.id)}
                  generating={generate.isPending && generate.variables === template.id}
                  onEdit={() => setDialog({ template })}
                  onDelete={() => setDeleting(template)}
                />
              </li>
            ))}
          </ul>
          <LoadMore query={query} className="mt-2" />
        </>
      ) : (
        <Card>
          <EmptyState icon={Repeat} title="No recurring invoices yet" description="Create a template and its invoices are made on schedule, as drafts or issued and sent to the customer." action={create} />
        </Card>
      )}

      {(dialog || newParam !== null) && <RecurringDialog open onOpenChange={(open) => !open && closeDialog()} template={dialog?.template} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete recurring invoice?"
        description={`Are you sure you want to delete ${deleting?.templateName ?? 'this template'}? No more invoices will be made from it; invoices already made stay.`}
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
