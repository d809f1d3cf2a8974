import { Migration } from '@mikro-orm/migrations';

/**
 * Fee recovery (issue 21, docs/billing.md): a fee that needs 3-D Secure is `requires_action`, a
 * refunded one `refunded`; a declined fee counts its attempts and when it is tried next; after the
 * last failed try, when the business's campaigns pause; the reason Stripe gave, and its receipt link. A business whose owner cancelled the service.
 */
export class Migration20261125100000_fee_recovery extends Migration {
  override name = 'Migration20261125100000_fee_recovery';

  override up(): void {
    this.addSql(`alter table "billing_charges" drop constraint "billing_charges_status_check";`);
    this.addSql(
      `alter table "billing_charges" add constraint "billing_charges_status_check" check ("status" in ('pending', 'charged', 'failed', 'requires_action', 'refunded'));`,
    );
    this.addSql(`alter table "billing_charges" add column "attempts" int not null default 0;`);
    this.addSql(`alter table "billing_charges" add column "next_retry_at" timestamptz null;`);
    this.addSql(`alter table "billing_charges" add column "pause_at" timestamptz null;`);
    this.addSql(`alter table "billing_charges" add column "failure_message" text null;`);
    this.addSql(`alter table "billing_charges" add column "receipt_url" text null;`);
    this.addSql(`alter table "billing_charges" add column "paid_at" timestamptz null;`);
    this.addSql(`alter table "businesses" add column "cancelled_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "businesses" drop column "cancelled_at";`);
    this.addSql(`alter table "billing_charges" drop column "attempts", drop column "next_retry_at", drop column "pause_at", drop column "failure_message", drop column "receipt_url", drop column "paid_at";`);
    this.addSql(`alter table "billing_charges" drop constraint "billing_charges_status_check";`);
    this.addSql(`alter table "billing_charges" add constraint "billing_charges_status_check" check ("status" in ('pending', 'charged', 'failed'));`);
  }
}
