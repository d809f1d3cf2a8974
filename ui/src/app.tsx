import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './app-constants';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routing/app-routes';
import { AppTheme } from './theme/app-theme';
import { Toaster } from './toast/toaster';

/** Providers in the order they depend on each other, then the routes and the one toaster. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppTheme>
          {/* Overrides the Theme's own provider (200 ms) with SPEC section 9's delays. */}
          <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            <AppRoutes />
            <Toaster />
          </TooltipPrimitive.Provider>
        </AppTheme>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
