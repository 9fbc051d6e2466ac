import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { GstReturnsTab } from '../components/gst-returns-tab';

/** Reports (spec part 2 §2). The GST Returns tab: GSTR-1 and GSTR-3B of a return period, ready for the portal. */
export default function ReportsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reports" subtitle="Your returns and figures, computed from your own invoices." />
      <Tabs defaultValue="gst-returns">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="gst-returns">GST Returns</TabsTrigger>
        </TabsList>
        <TabsContent value="gst-returns">
          <GstReturnsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
