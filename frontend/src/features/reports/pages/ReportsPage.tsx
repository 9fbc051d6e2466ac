import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchParam } from '@/lib/use-search-param';
import { BusinessReportsTab } from '../components/business-reports-tab';
import { GstReturnsTab } from '../components/gst-returns-tab';

type Tab = 'reports' | 'gst-returns';

/**
 * Reports (spec part 2 §2): the period's four tiles and five reports; the GST Returns tab (`?tab=gst-returns`)
 * has GSTR-1 and GSTR-3B of a return period, ready for the portal.
 */
export default function ReportsPage() {
  const [tabParam, setTabParam] = useSearchParam('tab');
  const tab: Tab = tabParam === 'gst-returns' ? 'gst-returns' : 'reports';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reports" subtitle="Your figures and returns, computed from your own records." />
      <Tabs value={tab} onValueChange={(value) => setTabParam(value === 'reports' ? null : value)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="reports">Business Reports</TabsTrigger>
          <TabsTrigger value="gst-returns">GST Returns</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          <BusinessReportsTab />
        </TabsContent>
        <TabsContent value="gst-returns">
          <GstReturnsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
