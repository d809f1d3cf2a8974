import { createSign, generateKeyPairSync, randomBytes, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A small OpenID Connect provider for tests: discovery, an authorize endpoint that signs the test
 * user in at once, a token endpoint that checks the code and the PKCE verifier and returns an
 * RS256-signed ID token, and the JWKS to verify it.
 */
export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorization signs in. */
  user: { sub: string; email: string; given_name?: string; picture?: string };
  /** Token requests seen, to assert PKCE was used. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string }>();
  const provider = {
    clientId: 'adpilot-test',
    clientSecret: 'test-secret',
    user: { sub: 'user-123', email: 'Owner@Example.com', given_name: 'Olivia', picture: 'https://img.example/olivia.png' },
    tokenRequests: [] as URLSearchParams[],
  };
  let issuer = '';

  const sign = (claims: Record<string, unknown>) => {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'test-key' }));
    const payload = base64url(JSON.stringify(claims));
    const signer = createSign('RSA-SHA256');
    signer.update(`${header}.${payload}`);
    return `${header}.${payload}.${base64url(signer.sign(privateKey))}`;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        nonce: url.searchParams.get('nonce') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('iss', issuer);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      provider.tokenRequests.push(form);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return json(400, { error: 'invalid_grant' });
      }
      const now = Math.floor(Date.now() / 1000);
      const idToken = sign({
        iss: issuer,
        aud: provider.clientId,
        iat: now,
        exp: now + 300,
        nonce: grant.nonce,
        ...provider.user,
      });
      return json(200, { access_token: 'access', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    ...provider,
    get issuer() {
      return issuer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as FakeOidcProvider;
}
