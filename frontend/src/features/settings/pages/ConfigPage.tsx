import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/ui/page-header';
import { configQuery } from '../api';
import { ConfigForm } from '../components/config-form';
import { SettingsLoader } from '../components/settings-loader';

export default function ConfigPage() {
  const query = useQuery(configQuery());
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title="Configuration" subtitle="Your business details, GST registration, payment details and invoice numbering." />
      <SettingsLoader query={query}>{(config) => <ConfigForm config={config} />}</SettingsLoader>
    </div>
  );
}
