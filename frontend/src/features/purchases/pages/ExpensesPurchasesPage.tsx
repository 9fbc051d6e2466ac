import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchParam } from '@/lib/use-search-param';
import { ExpensesTab } from '../components/expenses-tab';
import { initialPeriod } from '@/components/period-filter';
import { PurchasesTab } from '../components/purchases-tab';

type Tab = 'expenses' | 'purchases';
/** `?new=expense` and `?new=purchase` open the create dialogs (links from elsewhere; Back closes them). */
const NEW_OF: Record<Tab, string> = { expenses: 'expense', purchases: 'purchase' };

/** Money out: expenses (with receipts and monthly totals by category) and purchase bills, one tab each; `?tab=purchases` opens the second. */
export default function ExpensesPurchasesPage() {
  const [tabParam, setTabParam] = useSearchParam('tab');
  const [newParam, setNewParam] = useSearchParam('new');
  const tab: Tab = tabParam === 'purchases' || newParam === NEW_OF.purchases ? 'purchases' : 'expenses';
  const [period, setPeriod] = useState(() => initialPeriod());
  const creatingIn = (which: Tab) => ({ creating: newParam === NEW_OF[which], onCreatingChange: (open: boolean) => setNewParam(open ? NEW_OF[which] : null) });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Expenses & Purchases"
        subtitle="What the business spends and buys, and the GST paid on it."
        actions={
          <Button onClick={() => setNewParam(NEW_OF[tab])}>
            <Plus className="size-4" aria-hidden /> {tab === 'expenses' ? 'Record Expense' : 'Record Purchase Bill'}
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTabParam(value === 'expenses' ? null : value)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="expenses">Expenses</TabsTrigger>
          <TabsTrigger value="purchases">Purchases</TabsTrigger>
        </TabsList>
        <TabsContent value="expenses">
          <ExpensesTab period={period} onPeriodChange={setPeriod} {...creatingIn('expenses')} />
        </TabsContent>
        <TabsContent value="purchases">
          <PurchasesTab period={period} onPeriodChange={setPeriod} {...creatingIn('purchases')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
