import { enums } from 'google-ads-api/enums';
import type { GoogleConnectionErrorType } from '../../schema/messages';
import { accessLevelProblem } from './access-level';
import type { GoogleAdsCall } from './call-policy';
import { enumName, toText } from './gaql-values';
import type { GoogleAdsClientFactory } from './google-ads-client';
import { isCustomerNotFound, isPermissionDenied, isSuspended } from './google-ads-errors';

/** A client (non-manager) account the owner could connect. */
export interface AccountCandidate {
  customerId: string;
  /** The manager it is reached through, when not directly accessible. */
  loginCustomerId: string | null;
  name: string;
  /** ISO 4217: amounts sent to this account are micros of it. */
  currencyCode: string;
  /** IANA time zone (customer.time_zone): the account's days, months and hours. */
  timeZone: string;
}

export class ConnectionProblem extends Error {
  constructor(
    readonly errorType: GoogleConnectionErrorType | 'connection_failed',
    message: string,
  ) {
    super(message);
    this.name = 'ConnectionProblem';
  }
}

interface CustomerRow {
  customer?: { id?: unknown; descriptive_name?: unknown; manager?: unknown; status?: unknown; currency_code?: unknown; time_zone?: unknown };
  customer_client?: { id?: unknown; descriptive_name?: unknown; manager?: unknown; status?: unknown; currency_code?: unknown; time_zone?: unknown };
  billing_setup?: { status?: unknown };
}

const CUSTOMER_QUERY =
  'SELECT customer.id, customer.descriptive_name, customer.manager, customer.status, customer.currency_code, customer.time_zone FROM customer LIMIT 1';
const CLIENTS_QUERY =
  'SELECT customer_client.id, customer_client.descriptive_name, customer_client.manager, customer_client.status, customer_client.currency_code, customer_client.time_zone FROM customer_client WHERE customer_client.level <= 1 AND customer_client.manager = FALSE';
const BILLING_QUERY = 'SELECT billing_setup.id, billing_setup.status FROM billing_setup';

function candidateOf(row: NonNullable<CustomerRow['customer']>, fallbackId: string, loginCustomerId: string | null): AccountCandidate {
  const id = toText(row.id) || fallbackId;
  return {
    customerId: id,
    loginCustomerId,
    name: toText(row.descriptive_name) || id,
    currencyCode: toText(row.currency_code),
    timeZone: toText(row.time_zone),
  };
}

/**
 * Finding the account to connect: the accounts the token reaches (ListAccessibleCustomers), each
 * read once; managers are opened to their direct client accounts, since campaigns can only live in
 * a client account (DESIGN.md), and so is the operator's manager (GOOGLE_ADS_LOGIN_CUSTOMER_ID)
 * when the owner can reach it. An account reached directly is used without login-customer-id; one
 * reached only through a manager carries that manager's id. Problems come back as the errorTypes
 * of SPEC.md section 8.
 */
export class AccountDirectory {
  constructor(
    private readonly clients: GoogleAdsClientFactory,
    private readonly call: GoogleAdsCall,
    /** GOOGLE_ADS_LOGIN_CUSTOMER_ID: a manager to look through too. */
    private readonly operatorManagerId?: string,
  ) {}

  async candidates(refreshToken: string): Promise<AccountCandidate[]> {
    let accessible: string[];
    try {
      accessible = await this.call('list accessible customers', 1, () => this.clients.listAccessibleCustomers(refreshToken));
    } catch (error) {
      if (isPermissionDenied(error)) throw new ConnectionProblem('permission_denied', 'Your Google account may not use the Google Ads API for these accounts.');
      throw error;
    }
    if (accessible.length === 0) {
      throw new ConnectionProblem('no_accounts', 'This Google account has no Google Ads account. Create one at ads.google.com, then connect again.');
    }
    const found = new Map<string, AccountCandidate>();
    const throughManager = new Map<string, AccountCandidate>();
    let suspended = 0;
    let denied = 0;
    let managersOnly = 0;
    for (const customerId of accessible) {
      let row: CustomerRow | undefined;
      try {
        row = (await this.call('read account', 1, () => this.clients.customer({ customerId, refreshToken }).query<CustomerRow[]>(CUSTOMER_QUERY)))[0];
      } catch (error) {
        if (isSuspended(error)) suspended++;
        else if (isPermissionDenied(error)) denied++;
        else throw error;
        continue;
      }
      const customer = row?.customer;
      if (!customer) continue;
      const status = enumName(enums.CustomerStatus, customer.status);
      if (customer.manager === true) {
        const clients = await this.call('list client accounts', 1, () =>
          this.clients.customer({ customerId, loginCustomerId: customerId, refreshToken }).query<CustomerRow[]>(CLIENTS_QUERY),
        );
        const enabled = clients.filter((client) => enumName(enums.CustomerStatus, client.customer_client?.status) === 'ENABLED');
        suspended += clients.length - enabled.length;
        if (enabled.length === 0 && clients.length === 0) managersOnly++;
        for (const client of enabled) {
          const candidate = candidateOf(client.customer_client ?? {}, '', customerId);
          if (!throughManager.has(candidate.customerId)) throughManager.set(candidate.customerId, candidate);
        }
        continue;
      }
      if (status !== 'ENABLED') {
        suspended++;
        continue;
      }
      const candidate = candidateOf(customer, customerId, null);
      found.set(candidate.customerId, candidate);
    }
    const manager = this.operatorManagerId;
    if (manager && !accessible.includes(manager)) {
      for (const candidate of await this.clientsOfOperatorManager(manager, refreshToken)) {
        if (!throughManager.has(candidate.customerId)) throughManager.set(candidate.customerId, candidate);
      }
    }
    // Reached directly wins: login-customer-id is sent only for accounts reachable through the manager alone.
    for (const [id, candidate] of throughManager) if (!found.has(id)) found.set(id, candidate);
    if (found.size > 0) return [...found.values()];
    if (suspended > 0) throw new ConnectionProblem('account_suspended', 'Your Google Ads account is suspended or cancelled. Resolve it in Google Ads, then connect again.');
    if (denied > 0) throw new ConnectionProblem('permission_denied', 'You need admin or standard access to a Google Ads account to connect it.');
    if (managersOnly > 0) {
      throw new ConnectionProblem('no_accounts', 'Only a manager account was found. Connect an advertising account (not a manager account) where you have admin access.');
    }
    throw new ConnectionProblem('no_accounts', 'No Google Ads advertising account was found for this Google account.');
  }

  /** The operator's manager's client accounts this owner may use through it; none when the owner cannot reach it. */
  private async clientsOfOperatorManager(managerId: string, refreshToken: string): Promise<AccountCandidate[]> {
    try {
      const rows = await this.call('list client accounts of the manager', 1, () =>
        this.clients.customer({ customerId: managerId, loginCustomerId: managerId, refreshToken }).query<CustomerRow[]>(CLIENTS_QUERY),
      );
      return rows
        .filter((row) => enumName(enums.CustomerStatus, row.customer_client?.status) === 'ENABLED')
        .map((row) => candidateOf(row.customer_client ?? {}, '', managerId));
    } catch (error) {
      // Not reachable through it (or not by this project's access level): the owner's own accounts still count.
      if (isPermissionDenied(error) || isCustomerNotFound(error) || accessLevelProblem(error)) return [];
      throw error;
    }
  }

  /**
   * The chosen account can take campaigns: the owner may change it (a validate-only budget create,
   * which changes nothing) and it has billing set up. Returns warnings that do not stop the connection.
   */
  async verify(candidate: AccountCandidate, refreshToken: string): Promise<string[]> {
    const customer = this.clients.customer({ customerId: candidate.customerId, loginCustomerId: candidate.loginCustomerId, refreshToken });
    try {
      await this.call('check permissions', 1, () =>
        customer.mutateResources(
          [
            {
              entity: 'campaign_budget',
              operation: 'create',
              resource: { resource_name: `customers/${candidate.customerId}/campaignBudgets/-1`, name: 'AdPilot permission check', amount_micros: 1_000_000, explicitly_shared: false },
            },
          ],
          { validate_only: true },
        ),
      );
    } catch (error) {
      if (isPermissionDenied(error)) throw new ConnectionProblem('permission_denied', 'You have read-only access to this Google Ads account. Ask its admin for standard or admin access.');
      if (isSuspended(error)) throw new ConnectionProblem('account_suspended', 'This Google Ads account is suspended. Resolve it in Google Ads, then connect again.');
      if (isCustomerNotFound(error)) throw new ConnectionProblem('account_not_found', 'This Google Ads account could not be found.');
      throw error;
    }
    const billing = await this.call('check billing', 1, () => customer.query<CustomerRow[]>(BILLING_QUERY));
    const statuses = billing.map((row) => enumName(enums.BillingSetupStatus, row.billing_setup?.status));
    if (statuses.includes('APPROVED')) return [];
    if (statuses.includes('PENDING') || statuses.includes('APPROVED_HELD')) {
      return ['Billing on your Google Ads account is still being approved: ads will start serving once Google approves it.'];
    }
    throw new ConnectionProblem('no_billing', 'Your Google Ads account has no payment method. Add billing in Google Ads, then connect again.');
  }
}
