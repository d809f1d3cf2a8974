import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { refusalReason } from './address-policy';

/**
 * Fetches one HTML page of an owner's website without letting the address reach our own network
 * (SSRF): every hop's host is resolved, every resolved address checked, and the connection made
 * to that exact checked address (a pinned `lookup`) so a second DNS answer cannot rebind it.
 */

export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface FetchPolicy {
  /**
   * Hosts that may resolve to non-public addresses: `host` or `host:port`. The product passes
   * SITE_FETCH_ALLOW_HOSTS (exact `host:port` entries, off by default); tests their fixture hosts.
   */
  allowHosts?: readonly string[];
  /** Resolves a host name; injectable so tests can make a name resolve to a private address. */
  lookup?: HostResolver;
  maxBytes?: number;
  /** Deadline for the whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

export const FETCH_DEFAULTS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

export interface FetchedPage {
  /** The address finally read, after redirects. */
  url: string;
  html: string;
}

/** A page could not be fetched; `message` is safe to show to the owner. */
export class SiteFetchError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'SiteFetchError';
  }
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

const systemResolver: HostResolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry: LookupAddress) => ({
    address: entry.address,
    family: entry.family,
  }));

export async function fetchHtmlPage(address: string, policy: FetchPolicy = {}): Promise<FetchedPage> {
  const maxRedirects = policy.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;
  const timeoutMs = policy.timeoutMs ?? FETCH_DEFAULTS.timeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    let url = parseWebAddress(address);
    for (let redirects = 0; ; redirects++) {
      const target = await vetTarget(url, policy);
      const response = await request(url, target, deadline.signal, timeoutMs);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (redirects >= maxRedirects) {
          throw new SiteFetchError(`The website redirected more than ${maxRedirects} times.`);
        }
        url = parseWebAddress(new URL(location, url).toString());
        continue;
      }
      return { url: url.toString(), html: await readHtml(response, policy.maxBytes ?? FETCH_DEFAULTS.maxBytes) };
    }
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new SiteFetchError(`The website did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}.`);
    }
    if (error instanceof SiteFetchError) throw error;
    throw new SiteFetchError(`The website could not be reached (${errorCode(error)}).`);
  } finally {
    clearTimeout(timer);
  }
}

function parseWebAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SiteFetchError(`"${address}" is not a valid web address.`, true);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SiteFetchError(`Refused to fetch ${address}: only http and https addresses can be read.`, true);
  }
  if (url.username || url.password) {
    throw new SiteFetchError(`Refused to fetch ${url.host}: addresses with a user name or password are not read.`, true);
  }
  return url;
}

interface VettedTarget {
  address: string;
  family: number;
}

async function vetTarget(url: URL, policy: FetchPolicy): Promise<VettedTarget> {
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = (policy.allowHosts ?? []).some((entry) => entry === hostname.toLowerCase() || entry === `${hostname.toLowerCase()}:${port}`);
  let addresses: { address: string; family: number }[];
  if (isIP(hostname)) {
    addresses = [{ address: hostname, family: isIP(hostname) }];
  } else {
    try {
      addresses = await (policy.lookup ?? systemResolver)(hostname);
    } catch {
      throw new SiteFetchError(`The website's name ${hostname} could not be found (DNS lookup failed).`);
    }
    if (addresses.length === 0) throw new SiteFetchError(`The website's name ${hostname} has no address.`);
  }
  if (!allowed) {
    for (const { address } of addresses) {
      const reason = refusalReason(address);
      if (reason) {
        const via = address === hostname ? '' : ` resolves to ${address}, which`;
        throw new SiteFetchError(
          `Refused to fetch ${url.protocol}//${url.host}/: ${hostname}${via} is ${reason}, not a public website.`,
          true,
        );
      }
    }
  }
  return addresses[0];
}

function request(url: URL, target: VettedTarget, signal: AbortSignal, timeoutMs: number): Promise<IncomingMessage> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(url, {
      method: 'GET',
      agent: false,
      signal,
      timeout: timeoutMs,
      headers: {
        'user-agent': 'AdPilot-SiteReader/1.0',
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
      // Connect to the address that was checked, never to a fresh DNS answer.
      lookup: (_hostname, options, callback) => {
        if (options.all) callback(null, [{ address: target.address, family: target.family }]);
        else (callback as (error: null, address: string, family: number) => void)(null, target.address, target.family);
      },
    });
    req.on('response', resolve);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

async function readHtml(response: IncomingMessage, maxBytes: number): Promise<string> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.resume();
    throw new SiteFetchError(`The website answered with HTTP status ${status}.`);
  }
  const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
  if (!HTML_TYPES.some((type) => contentType.includes(type))) {
    response.resume();
    throw new SiteFetchError(`The address is not an HTML page (content type "${contentType || 'none'}").`);
  }
  const declaredLength = Number(response.headers['content-length'] ?? 0);
  if (declaredLength > maxBytes) {
    response.destroy();
    throw new SiteFetchError(`The page is larger than ${formatBytes(maxBytes)}.`);
  }
  const body = decompress(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    // Counted after decompression so that a small compressed bomb is refused too.
    if (size > maxBytes) {
      response.destroy();
      throw new SiteFetchError(`The page is larger than ${formatBytes(maxBytes)}.`);
    }
    chunks.push(chunk as Buffer);
  }
  const charset = contentType.match(/charset=([\w-]+)/)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(Buffer.concat(chunks));
  } catch {
    return Buffer.concat(chunks).toString('utf8');
  }
}

function decompress(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message : String(error);
}
