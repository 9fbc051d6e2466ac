import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';

/** Registers /sw.js; when a new version is waiting, asks before reloading (docs/spec/part-1.md §2). */
export function PwaUpdateBanner() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 flex flex-col gap-3 rounded-lg border bg-background p-4 shadow-lg sm:left-auto sm:w-96"
    >
      <div>
        <p className="font-semibold">Update Available</p>
        <p className="text-sm text-muted-foreground">A new version of Hisaab is ready.</p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
        <Button size="sm" onClick={() => updateServiceWorker(true)}>
          Update Now
        </Button>
      </div>
    </div>
  );
}
