import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHtmlPage, type HostResolver } from './fetch-page';

let server: Server;
let origin: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    if (path === '/to-private') return void res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
    if (path === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path.startsWith('/loop/')) {
      const n = Number(path.slice(6));
      return void res.writeHead(302, { location: `/loop/${n + 1}` }).end();
    }
    if (path === '/hop') return void res.writeHead(302, { location: '/page' }).end();
    if (path === '/json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    if (path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end(`<p>${'x'.repeat(3 * 1024 * 1024)}</p>`);
    }
    if (path === '/bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      return void res.end(gzipSync(Buffer.alloc(5 * 1024 * 1024, 32)));
    }
    if (path === '/slow') return; // never answers
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Hello</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowLocal = { allowHosts: ['127.0.0.1'] };
const resolvesTo =
  (address: string, family = 4): HostResolver =>
  async () => [{ address, family }];

describe('fetchHtmlPage: SSRF matrix', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://10.0.0.1/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
  ])('refuses %s', async (url, kind) => {
    await expect(fetchHtmlPage(url)).rejects.toThrow(new RegExp(`Refused to fetch .*${kind}`));
  });

  it('refuses a redirect to a private address without following it', async () => {
    await expect(fetchHtmlPage(`${origin}/to-private`, allowLocal)).rejects.toThrow(/Refused to fetch http:\/\/10\.0\.0\.1\/: .*private/);
    await expect(fetchHtmlPage(`${origin}/to-metadata`, allowLocal)).rejects.toThrow(/169\.254\.169\.254 is a link-local address/);
  });

  it('refuses a name that resolves to a private address', async () => {
    const error = fetchHtmlPage('https://innocent.example/', { lookup: resolvesTo('10.1.2.3') });
    await expect(error).rejects.toThrow('Refused to fetch https://innocent.example/: innocent.example resolves to 10.1.2.3, which is a private address');
    await expect(fetchHtmlPage('http://six.example/', { lookup: resolvesTo('::ffff:192.168.0.1', 6) })).rejects.toThrow(/private address \(in IPv6 form\)/);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const lookup: HostResolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(fetchHtmlPage('http://mixed.example/', { lookup })).rejects.toThrow(/loopback/);
  });

  it('connects to the checked address, not to a second DNS answer', async () => {
    let calls = 0;
    const lookup: HostResolver = async () => {
      calls++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const page = await fetchHtmlPage(`http://shop.test:${port}/`, { lookup, allowHosts: ['shop.test'] });
    expect(page.html).toContain('Hello');
    expect(calls).toBe(1);
  });

  it('refuses schemes other than http and https', async () => {
    await expect(fetchHtmlPage('file:///etc/passwd')).rejects.toThrow(/only http and https/);
    await expect(fetchHtmlPage('ftp://example.com/')).rejects.toThrow(/only http and https/);
  });

  it('reaches a local server only through the explicit allow-list', async () => {
    await expect(fetchHtmlPage(`${origin}/`)).rejects.toThrow(/loopback/);
    expect((await fetchHtmlPage(`${origin}/hop`, allowLocal)).url).toBe(`${origin}/page`);
    expect((await fetchHtmlPage(`${origin}/`, { allowHosts: [`127.0.0.1:${port}`] })).html).toContain('Hello');
  });
});

describe('fetchHtmlPage: limits', () => {
  it('stops after 5 redirects', async () => {
    await expect(fetchHtmlPage(`${origin}/loop/0`, allowLocal)).rejects.toThrow('The website redirected more than 5 times.');
  });

  it('reads HTML only', async () => {
    await expect(fetchHtmlPage(`${origin}/json`, allowLocal)).rejects.toThrow(/not an HTML page/);
  });

  it('refuses pages over 2 MB, compressed or not', async () => {
    await expect(fetchHtmlPage(`${origin}/big`, allowLocal)).rejects.toThrow('The page is larger than 2 MB.');
    await expect(fetchHtmlPage(`${origin}/bomb`, allowLocal)).rejects.toThrow('The page is larger than 2 MB.');
  });

  it('gives up when the site does not answer in time', async () => {
    await expect(fetchHtmlPage(`${origin}/slow`, { ...allowLocal, timeoutMs: 200 })).rejects.toThrow('The website did not answer within 200 ms.');
  });
});
