import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/**
 * Encrypts OAuth refresh tokens at rest (AES-256-GCM: confidentiality and integrity). The key is
 * derived (HKDF-SHA256) from ENCRYPTION_KEY when configured, else from an app secret the product
 * generated and keeps in its database, so a stolen table dump alone does not reveal the tokens
 * when ENCRYPTION_KEY lives outside the database.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('The encryption key must be at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'adpilot', 'google-ads-refresh-token', 32));
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Throws when the ciphertext was altered or made with another key. */
  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable encrypted token');
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
