import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchParam } from '@/lib/use-search-param';
import { ExpensesTab } from '../components/expenses-tab';
import { initialPeriod } from '../components/period-filter';
import { PurchasesTab } from '../components/purchases-tab';

type Tab = 'expenses' | 'purchases';

/** Money out: expenses (with receipts and monthly totals by category) and purchase bills, one tab each; `?tab=purchases` opens the second. */
export default function ExpensesPurchasesPage() {
  const [tabParam, setTabParam] = useSearchParam('tab');
  const tab: Tab = tabParam === 'purchases' ? 'purchases' : 'expenses';
  const [period, setPeriod] = useState(() => initialPeriod());
  const [creating, setCreating] = useState<Tab | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Expenses & Purchases"
        subtitle="What the business spends and buys, and the GST paid on it."
        actions={
          <Button onClick={() => setCreating(tab)}>
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
          <ExpensesTab period={period} onPeriodChange={setPeriod} creating={creating === 'expenses'} onCreatingChange={(open) => setCreating(open ? 'expenses' : null)} />
        </TabsContent>
        <TabsContent value="purchases">
          <PurchasesTab period={period} onPeriodChange={setPeriod} creating={creating === 'purchases'} onCreatingChange={(open) => setCreating(open ? 'purchases' : null)} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
