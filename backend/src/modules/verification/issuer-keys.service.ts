import { randomBytes } from 'node:crypto';
import type { CryptoKey, JWK } from 'jose';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { isUniqueViolation } from '../../shared/db-errors';
import { IssuerKey } from './issuer-key.entity';
import { joseLibrary } from './jose-library';
import { seal, unseal } from './sealed-key';

/** An issuer's key ready to sign: its public address name, its public JWK and its private key. */
export interface IssuerSigner {
  slug: string;
  publicJwk: JWK;
  privateKey: CryptoKey;
}

/** Credentials cannot be signed: the server has no VERIFY_SIGNING_SECRET. */
export class SigningUnavailableError extends Error {
  constructor() {
    super('Credentials cannot be signed: VERIFY_SIGNING_SECRET is not set');
    this.name = 'SigningUnavailableError';
  }
}

/** A slug: 16 characters of lower-case base32, random (80 bits). */
const newSlug = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % 32]).join('');
};

/**
 * The accounts' Ed25519 signing keys (issue 35): made on first use, the private half sealed with
 * the server's secret (sealed-key.ts). Two first uses at once both try to insert; the loser reads
 * the winner's key, so an account never has two.
 */
export class IssuerKeysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly secret: string | undefined,
  ) {}

  private get keys() {
    return this.dataSource.getRepository(IssuerKey);
  }

  get available(): boolean {
    return this.secret !== undefined;
  }

  /** The account's signer, made now if it has none. */
  async signerFor(userId: string): Promise<IssuerSigner> {
    const secret = this.secret;
    if (secret === undefined) throw new SigningUnavailableError();
    const row = (await this.keys.findOneBy({ userId })) ?? (await this.create(userId, secret));
    const jose = await joseLibrary();
    const privateJwk = JSON.parse(unseal(secret, row.privateSealed, userId)) as JWK;
    const privateKey = (await jose.importJWK(privateJwk, 'EdDSA')) as CryptoKey;
    return { slug: row.slug, publicJwk: JSON.parse(row.publicJwk) as JWK, privateKey };
  }

  private async create(userId: string, secret: string): Promise<IssuerKey> {
    const jose = await joseLibrary();
    const pair = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = await jose.exportJWK(pair.publicKey);
    const privateJwk = await jose.exportJWK(pair.privateKey);
    const row: IssuerKey = {
      userId,
      slug: newSlug(),
      publicJwk: JSON.stringify(publicJwk),
      privateSealed: seal(secret, JSON.stringify(privateJwk), userId),
      createdAt: this.clock().getTime(),
    };
    try {
      await this.keys.insert(row);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.keys.findOneByOrFail({ userId });
    }
  }

  /** The public key behind an issuer's address; null for an unknown one. */
  async bySlug(slug: string): Promise<IssuerKey | null> {
    if (!/^[a-z2-7]{16}$/.test(slug)) return null;
    return this.keys.findOneBy({ slug });
  }

  /** The account's key row without making one (the status list of an issuer that never signed). */
  ofUser(userId: string): Promise<IssuerKey | null> {
    return this.keys.findOneBy({ userId });
  }
}
