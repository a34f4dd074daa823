import type { JWK } from 'jose';
import { verifyPaths } from './verify-id';
import type { VerifiableFile } from './verifiable-file.entity';

/** The contexts of an Open Badges 3.0 credential on the VC data model 2.0. */
export const OPEN_BADGE_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** The public addresses of an issuer (its profile, its key) and of its revocation list. */
export function issuerAddresses(publicUrl: string, slug: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const profile = `${base}${verifyPaths.issuer(slug)}`;
  return { profile, key: `${profile}#key-1`, statusList: `${base}${verifyPaths.statusList(slug)}` };
}

const iso = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The issuer's profile, served at its address: its name and the public key its credentials are
 * signed with (a JsonWebKey verification method; `kid` of every credential points at it).
 */
export function issuerProfile(publicUrl: string, slug: string, name: string, publicJwk: JWK) {
  const at = issuerAddresses(publicUrl, slug);
  return {
    '@context': OPEN_BADGE_CONTEXTS,
    id: at.profile,
    type: ['Profile'],
    name,
    verificationMethod: [
      { id: at.key, type: 'JsonWebKey', controller: at.profile, publicKeyJwk: publicJwk },
    ],
  };
}

/**
 * One made file as an Open Badges 3.0 credential: the achievement is the document (its type and
 * title), the subject the recipient by the name printed, the issuer the account's profile; its
 * revocation is the bit `statusIndex` of the issuer's list.
 */
export function openBadgeCredential(
  file: VerifiableFile,
  issuer: { publicUrl: string; slug: string; typeName: string },
) {
  const base = issuer.publicUrl.replace(/\/+$/, '');
  const page = `${base}${verifyPaths.page(file.id)}`;
  const at = issuerAddresses(issuer.publicUrl, issuer.slug);
  return {
    '@context': OPEN_BADGE_CONTEXTS,
    id: page,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: file.title,
    issuer: { id: at.profile, type: ['Profile'], name: file.issuerName },
    validFrom: iso(file.madeAt),
    ...(file.expiresAt !== null ? { validUntil: iso(file.expiresAt) } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: file.recipient,
        },
      ],
      achievement: {
        id: `${page}#achievement`,
        type: ['Achievement'],
        name: file.title,
        description: `${issuer.typeName}: ${file.title}`,
        criteria: { narrative: `${issuer.typeName} «${file.title}», ${file.issuerName}` },
      },
    },
    credentialStatus: {
      id: `${at.statusList}#${file.statusIndex ?? 0}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(file.statusIndex ?? 0),
      statusListCredential: at.statusList,
    },
  };
}

/** The issuer's revocation list as a credential (BitstringStatusListCredential). */
export function statusListCredential(
  publicUrl: string,
  slug: string,
  encodedList: string,
  now: number,
) {
  const at = issuerAddresses(publicUrl, slug);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: at.statusList,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: at.profile,
    validFrom: iso(now),
    credentialSubject: {
      id: `${at.statusList}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
    },
  };
}
