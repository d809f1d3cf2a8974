import { type Customer, GoogleAdsApi, type Hooks, services } from 'google-ads-api';
import type { DeveloperTokenLevel } from './quota';

/** The app's Google Ads API credentials (GOOGLE_ADS_* in .env.example). */
export interface GoogleAdsSettings {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  /** A manager account the app acts through for every owner (optional). */
  loginCustomerId?: string;
  developerTokenLevel: DeveloperTokenLevel;
}

export interface CustomerAccess {
  customerId: string;
  loginCustomerId?: string | null;
  refreshToken: string;
}

/**
 * Makes `google-ads-api` Customers. `hooks` is the library's own seam (onMutationStart,
 * onQueryStart, onServiceStart with `cancel(result)`): tests pass hooks that answer from recorded
 * responses, production passes none and the library talks gRPC/REST to Google.
 */
export class GoogleAdsClientFactory {
  private readonly api: GoogleAdsApi;

  constructor(
    readonly settings: GoogleAdsSettings,
    private readonly hooks: Hooks = {},
  ) {
    this.api = new GoogleAdsApi({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      developer_token: settings.developerToken,
    });
  }

  customer(access: CustomerAccess): Customer {
    const login = access.loginCustomerId ?? this.settings.loginCustomerId;
    return this.api.Customer(
      { customer_id: access.customerId, refresh_token: access.refreshToken, ...(login ? { login_customer_id: login } : {}) },
      this.hooks,
    );
  }

  /** CustomerService.ListAccessibleCustomers: the accounts this refresh token can reach directly. */
  async listAccessibleCustomers(refreshToken: string): Promise<string[]> {
    const response = await this.api.Customer({ customer_id: '', refresh_token: refreshToken }, this.hooks).customers.listAccessibleCustomers(services.ListAccessibleCustomersRequest.create({}));
    return (response?.resource_names ?? []).map((name) => name.replace(/^customers\//, ''));
  }
}
