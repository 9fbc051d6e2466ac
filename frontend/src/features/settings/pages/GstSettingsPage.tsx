import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { gstSettingsQuery } from '../api';
import { GstInformation } from '../components/gst-information';
import { GstSettingsForm } from '../components/gst-settings-form';
import { SettingsLoader } from '../components/settings-loader';

export default function GstSettingsPage() {
  const query = useQuery(gstSettingsQuery());
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title="GST Settings" subtitle="Tax rates, composition scheme and return filing." />
      <GstInformation />
      <SettingsLoader query={query}>{(settings) => <GstSettingsForm settings={settings} />}</SettingsLoader>
    </div>
  );
}
