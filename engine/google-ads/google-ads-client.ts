import type { Customer, GoogleAdsApi, Hooks } from 'google-ads-api';
import type { GoogleAdsAccessLevel } from './access-level';
import { googleAdsLibrary } from './google-ads-library';

/** The app's Google Ads API credentials (GOOGLE_ADS_* in .env.example). */
export interface GoogleAdsSettings {
  clientId: string;
  clientSecret: string;
  /**
   * Optional since Google's developer-token sunset (9 September 2026): ignored by Google when sent,
   * and refused by a later API version, so it is sent only when the operator set one.
   */
  developerToken?: string;
  /** A manager account: sent as login-customer-id only for accounts the directory found through it. */
  loginCustomerId?: string;
  /** The Cloud project's access level: the daily operation quota the product plans with. */
  accessLevel: GoogleAdsAccessLevel;
}

export interface CustomerAccess {
  customerId: string;
  /** The manager the account was reached through; null or absent for an account reached directly. */
  loginCustomerId?: string | null;
  refreshToken: string;
}

interface HeaderSource {
  callHeaders: Record<string, string | undefined>;
}

/**
 * The library always writes a `developer-token` header (its value may be empty). Without a token
 * the header is left out: the getter is the library's own, shadowed on this one object.
 */
function withoutEmptyDeveloperToken<T extends object>(service: T): T {
  let prototype: object | null = Object.getPrototypeOf(service);
  let descriptor: PropertyDescriptor | undefined;
  while (prototype && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(prototype, 'callHeaders');
    prototype = Object.getPrototypeOf(prototype);
  }
  const read = descriptor?.get;
  if (!read) return service;
  Object.defineProperty(service, 'callHeaders', {
    configurable: true,
    get(this: HeaderSource) {
      const headers = { ...(read.call(this) as Record<string, string | undefined>) };
      if (!headers['developer-token']) delete headers['developer-token'];
      return headers;
    },
  });
  return service;
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
    this.api = new (googleAdsLibrary().GoogleAdsApi)({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      developer_token: settings.developerToken ?? '',
    });
  }

  /** A Customer; login-customer-id only when the account was reached through a manager. */
  customer(access: CustomerAccess): Customer {
    const login = access.loginCustomerId;
    const customer = this.api.Customer(
      { customer_id: access.customerId, refresh_token: access.refreshToken, ...(login ? { login_customer_id: login } : {}) },
      this.hooks,
    );
    return this.settings.developerToken ? customer : withoutEmptyDeveloperToken(customer);
  }

  /** CustomerService.ListAccessibleCustomers: the accounts this refresh token can reach directly. */
  async listAccessibleCustomers(refreshToken: string): Promise<string[]> {
    const response = await this.customer({ customerId: '', refreshToken }).customers.listAccessibleCustomers(googleAdsLibrary().services.ListAccessibleCustomersRequest.create({}));
    return (response?.resource_names ?? []).map((name) => name.replace(/^customers\//, ''));
  }
}
