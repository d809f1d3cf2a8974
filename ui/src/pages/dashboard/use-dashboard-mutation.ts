import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToastText } from '../../../../schema/messages';
import { userMessage } from '../../lib/api-error';
import { toast } from '../../toast/toast-store';

interface DashboardMutationOptions<TVars, TResult> {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** SPEC section 8 success toast; the server's message replaces its description when present. */
  success: ToastText;
  /** SPEC section 8 error toast; the server's message replaces its description when present. */
  failure: ToastText;
  /** Query keys to refresh after success (SPEC section 7: campaigns and hierarchy, or only the hierarchy). */
  refresh: readonly (readonly unknown[])[];
  onSuccess?: (result: TResult) => void;
}

/** A dashboard action: the call, its two toasts and the refresh that follows success. */
export function useDashboardMutation<TVars, TResult extends { message?: string }>(options: DashboardMutationOptions<TVars, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result) => {
      toast({ title: options.success.title, description: result.message || options.success.description });
      // Exact keys: ['/api/campaigns'] is also the prefix of histories and of an open AI preview.
      for (const queryKey of options.refresh) void queryClient.invalidateQueries({ queryKey, exact: true });
      options.onSuccess?.(result);
    },
    onError: (error) => {
      toast({
        title: options.failure.title,
        description: userMessage(error, options.failure.description ?? ''),
        variant: 'destructive',
      });
    },
  });
}
