import { Cross2Icon } from '@radix-ui/react-icons';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST } from '../../../schema/constants';
import { useToast } from './toast-store';
import './toaster.css';

/**
 * Renders the toast store with Radix Toast: swipe right past 50 px to dismiss, F8 focuses the
 * viewport, 5 s by default (SPEC section 9). Must sit inside the Radix Theme so tokens apply.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      duration={TOAST.defaultDurationMs}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          // Destructive notices interrupt screen readers; ordinary ones wait their turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          className="app-toast"
          data-variant={variant}
          data-testid="toast"
        >
          <div className="app-toast-text">
            {title && <ToastPrimitive.Title className="app-toast-title">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="app-toast-description">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="app-toast-close" aria-label="Close">
            <Cross2Icon aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="app-toast-viewport" hotkey={[...TOAST.hotkey]} />
    </ToastPrimitive.Provider>
  );
}
