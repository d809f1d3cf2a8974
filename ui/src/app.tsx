import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { TOOLTIP } from '../../schema/constants';
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
          <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayDurationMs} skipDelayDuration={TOOLTIP.skipDelayDurationMs}>
            <AppRoutes />
            <Toaster />
          </TooltipPrimitive.Provider>
        </AppTheme>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
