import { isDocType, type Language } from '@gramota/contracts';
import type { JWK } from 'jose';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { t } from '../../shared/texts';
import {
  issuerAddresses,
  issuerProfile,
  openBadgeCredential,
  statusListCredential,
} from './credential-documents';
import type { IssuerKeysService, IssuerSigner } from './issuer-keys.service';
import { joseLibrary } from './jose-library';
import { encodeStatusList } from './status-list';
import { VerifiableFile } from './verifiable-file.entity';
import type { VerificationService } from './verification.service';

/** The media type of a credential secured with JOSE (VC-JOSE-COSE): a compact JWS. */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

/**
 * Open Badges 3.0 credentials of made files (issue 35), signed on request with the issuing
 * account's Ed25519 key as compact JWS (VC-JOSE-COSE: typ vc+jwt, the credential itself is the
 * payload, `kid` the key in the issuer's profile); the issuers' profiles and their signed
 * revocation lists (Bitstring Status List), served publicly.
 */
export class CredentialsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly keys: IssuerKeysService,
    private readonly records: VerificationService,
    private readonly publicUrl: string,
    /** The name the account chose to show as the issuer (its profile's name). */
    private readonly issuerName: (userId: string) => Promise<string>,
  ) {}

  get available(): boolean {
    return this.keys.available;
  }

  private async sign(signer: IssuerSigner, payload: object): Promise<string> {
    const jose = await joseLibrary();
    const at = issuerAddresses(this.publicUrl, signer.slug);
    return new jose.CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', cty: 'vc', kid: at.key })
      .sign(signer.privateKey);
  }

  /**
   * The signed credentials of the account's issued files among `readyIds`, by ready file id
   * (files made without verification have none).
   */
  async forReadyFiles(
    userId: string,
    readyIds: readonly number[],
    language: Language,
  ): Promise<Map<number, string>> {
    const files = await this.dataSource.getRepository(VerifiableFile).findBy({
      userId,
      readyFileId: In([...readyIds]),
    });
    const signed = new Map<number, string>();
    if (files.length === 0) return signed;
    const signer = await this.keys.signerFor(userId);
    for (const file of files)
      signed.set(file.readyFileId!, await this.credential(signer, file, language));
    return signed;
  }

  /** One issued file's credential by its document ID; null when it is not the account's. */
  async forId(userId: string, id: string, language: Language): Promise<string | null> {
    const file = await this.dataSource
      .getRepository(VerifiableFile)
      .findOneBy({ id, userId, readyFileId: Not(IsNull()) });
    if (!file) return null;
    return this.credential(await this.keys.signerFor(userId), file, language);
  }

  private credential(signer: IssuerSigner, file: VerifiableFile, language: Language) {
    const typeName = t(
      language,
      `verification:page.types.${isDocType(file.docType) ? file.docType : 'o'}`,
    );
    return this.sign(
      signer,
      openBadgeCredential(file, { publicUrl: this.publicUrl, slug: signer.slug, typeName }),
    );
  }

  /**
   * Whether `token` (an uploaded file's text) is a credential the issuer signed for `file`: its
   * signature checks against the issuer's key and its id is this document's address. Anything
   * else, a changed character, another document's credential, not a JWS at all, is 'forged'.
   * The token is at most FINGERPRINT_HEAD_BYTES; parsing it is linear.
   */
  async check(file: VerifiableFile, token: string): Promise<'credential' | 'forged'> {
    const key = await this.keys.ofUser(file.userId);
    if (!key) return 'forged';
    const jose = await joseLibrary();
    try {
      const publicKey = await jose.importJWK(JSON.parse(key.publicJwk) as JWK, 'EdDSA');
      const { payload, protectedHeader } = await jose.compactVerify(token.trim(), publicKey, {
        algorithms: ['EdDSA'],
      });
      if (protectedHeader.typ !== 'vc+jwt') return 'forged';
      const credential = JSON.parse(new TextDecoder().decode(payload)) as { id?: unknown };
      const page = `${this.publicUrl.replace(/\/+$/, '')}/v/${file.id}`;
      return credential.id === page ? 'credential' : 'forged';
    } catch {
      return 'forged';
    }
  }

  /** An issuer's public profile; null for an unknown address. */
  async profile(slug: string): Promise<object | null> {
    const key = await this.keys.bySlug(slug);
    if (!key) return null;
    const name = await this.issuerName(key.userId);
    return issuerProfile(this.publicUrl, slug, name, JSON.parse(key.publicJwk) as JWK);
  }

  /** An issuer's revocation list, signed now; null for an unknown address. */
  async statusList(slug: string): Promise<string | null> {
    const key = await this.keys.bySlug(slug);
    if (!key) return null;
    const bits = await this.records.revokedBits(key.userId);
    const signer = await this.keys.signerFor(key.userId);
    return this.sign(
      signer,
      statusListCredential(this.publicUrl, slug, encodeStatusList(bits), this.clock().getTime()),
    );
  }
}
