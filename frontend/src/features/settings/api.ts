import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessConfig, GstSettings } from '@hisaab/contracts';
import { apiRequest, errorDescription } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** GET/POST /api/config and /api/gst-settings speak these shapes. */
export type { BusinessConfig, FilingFrequency, GstSettings } from '@hisaab/contracts';

export const configQueryKey = [queryRoots.config] as const;
export const gstSettingsQueryKey = [queryRoots.gstSettings] as const;

export const configQuery = () =>
  queryOptions({ queryKey: configQueryKey, queryFn: ({ signal }) => apiRequest<BusinessConfig>('GET', queryRoots.config, undefined, { signal }) });

export const gstSettingsQuery = () =>
  queryOptions({
    queryKey: gstSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<GstSettings>('GET', queryRoots.gstSettings, undefined, { signal }),
  });

export function useSaveConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: BusinessConfig) => apiRequest<BusinessConfig>('POST', queryRoots.config, config),
    onSuccess: (saved) => {
      queryClient.setQueryData(configQueryKey, saved);
      toast({ title: 'Configuration Saved', description: 'Your business details are up to date.' });
    },
    onError: (error) =>
      toast({ title: 'Failed to Save Configuration', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export function useSaveGstSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GstSettings) => apiRequest<GstSettings>('POST', queryRoots.gstSettings, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(gstSettingsQueryKey, saved);
      toast({ title: 'GST settings updated successfully' });
    },
    onError: (error) =>
      toast({ title: 'Failed to update GST settings', description: errorDescription(error, 'Please try again.'), variant: 'destructive' }),
  });
}
