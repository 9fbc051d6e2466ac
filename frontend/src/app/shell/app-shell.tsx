import { Suspense, useState } from 'react';
import * as DrawerPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { AccessGate } from './access-gate';
import { Sidebar } from './sidebar';

/** Signed-in frame: a fixed sidebar from the `lg` breakpoint up, a top bar with a slide-in drawer below it. */
export function AppShell() {
  const { user } = useAuth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  return (
    <div className="min-h-dvh">
      <aside className="fixed inset-y-0 left-0 hidden w-64 border-r lg:block">
        <Sidebar user={user} />
      </aside>

      <DrawerPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background px-4 lg:hidden">
          <DrawerPrimitive.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open menu">
              <Menu className="size-5" aria-hidden />
            </Button>
          </DrawerPrimitive.Trigger>
          <BrandMark className="size-7" />
          <span className="font-bold tracking-tight">Hisaab</span>
        </header>
        <DrawerPrimitive.Portal>
          <DrawerPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-black/40 lg:hidden" />
          <DrawerPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] animate-slide-in-left border-r shadow-xl lg:hidden">
            <DrawerPrimitive.Title className="sr-only">Menu</DrawerPrimitive.Title>
            <DrawerPrimitive.Description className="sr-only">Navigation, plan and account</DrawerPrimitive.Description>
            <Sidebar
              user={user}
              onNavigate={() => setDrawerOpen(false)}
              closeButton={
                <DrawerPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" className="-mr-2 self-start" aria-label="Close menu">
                    <X className="size-5" aria-hidden />
                  </Button>
                </DrawerPrimitive.Close>
              }
            />
          </DrawerPrimitive.Content>
        </DrawerPrimitive.Portal>
      </DrawerPrimitive.Root>

      <main className="px-4 py-6 sm:px-6 lg:ml-64 lg:px-8 lg:py-8">
        {/* A screen's chunk loads inside the frame: the sidebar stays put. */}
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner className="size-6 text-primary" label="Loading" />
            </div>
          }
        >
          <AccessGate />
        </Suspense>
      </main>
    </div>
  );
}
