import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { rememberedSessionUser } from '@/lib/auth-token';
import { cn } from '@/lib/cn';
import { setupQueries } from '../api';
import { setupSteps } from '../setup-steps';

/** Per user, so another owner signing in on this browser still gets the checklist. */
const dismissedKey = () => `hisaab_setup_dismissed:${rememberedSessionUser()?.id ?? ''}`;

/** "What is left to set up", from the business's own data; hidden once done or dismissed. */
export function SetupChecklist() {
  const queries = setupQueries();
  const config = useQuery(queries.config);
  const hasCustomer = useQuery(queries.hasCustomer);
  const hasProduct = useQuery(queries.hasProduct);
  const hasInvoice = useQuery(queries.hasInvoice);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey()) !== null);

  if (dismissed || !config.data || hasCustomer.data === undefined || hasProduct.data === undefined || hasInvoice.data === undefined) return null;
  const steps = setupSteps({ config: config.data, hasCustomer: hasCustomer.data, hasProduct: hasProduct.data, hasInvoice: hasInvoice.data });
  const next = steps.find((step) => !step.done);
  if (!next) return null;

  const dismiss = () => {
    localStorage.setItem(dismissedKey(), new Date().toISOString());
    setDismissed(true);
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-lg">Set up Hisaab</CardTitle>
          <CardDescription>
            {steps.filter((step) => step.done).length} of {steps.length} done. Finish these to send your first GST invoice.
          </CardDescription>
        </div>
        <IconButton label="Dismiss the setup checklist" tooltip="Dismiss" icon={X} onClick={dismiss} className="-mt-2 -mr-2" />
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {steps.map((step) => (
            <li key={step.id} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                {step.done ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                )}
                <div className="min-w-0">
                  <p className={cn('font-medium', step.done && 'text-muted-foreground line-through')}>
                    {step.title}
                    <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                  </p>
                  {!step.done && <p className="text-sm text-muted-foreground">{step.description}</p>}
                </div>
              </div>
              {step === next && (
                <Link to={step.to} className={cn(buttonClasses('default', 'sm'), 'shrink-0 self-start sm:self-center')}>
                  {step.action}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
