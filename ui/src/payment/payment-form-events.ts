/** How the card form reports back to the wizard (each maps to one payment.* event of machines/onboarding.ts). */
export interface PaymentFormEvents {
  /** The SetupIntent succeeded: the card is saved. */
  onConfirmed(setupIntentId: string): void;
  /** Stripe answered with an error (declined, incomplete card...); its message is for the owner. */
  onFailed(message: string | undefined): void;
  /** Confirming threw (network, script error). */
  onErrored(message: string | undefined): void;
  /** Stripe.js could not be loaded. */
  onUnavailable(): void;
}
