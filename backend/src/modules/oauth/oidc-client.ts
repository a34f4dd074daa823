import type { Configuration } from 'openid-client';
import type { OidcProviderConfig } from '../../config';

/** openid-client is ESM-only: loaded on first use (Node's require(esm) in the build, swc in jest). */
type OpenIdClient = typeof import('openid-client');
let library: Promise<OpenIdClient> | undefined;

export function openIdClient(): Promise<OpenIdClient> {
  library ??= import('openid-client');
  return library;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The provider's metadata, discovered from its issuer on first use and kept for this process (it
 * is a copy of public data, so every instance may hold its own). A failed discovery is retried on
 * the next sign-in.
 */
export class OidcDiscovery {
  private readonly configurations = new Map<string, Promise<Configuration>>();

  configuration(provider: OidcProviderConfig): Promise<Configuration> {
    let configuration = this.configurations.get(provider.id);
    if (!configuration) {
      configuration = this.discover(provider);
      this.configurations.set(provider.id, configuration);
      configuration.catch(() => this.configurations.delete(provider.id));
    }
    return configuration;
  }

  private async discover(provider: OidcProviderConfig): Promise<Configuration> {
    const client = await openIdClient();
    const authentication =
      provider.token_endpoint_auth_method === 'client_secret_post'
        ? client.ClientSecretPost(provider.client_secret)
        : client.ClientSecretBasic(provider.client_secret);
    // Plain http is allowed only for an issuer configured as http:// (a local stand-in provider).
    const insecure = provider.issuer.startsWith('http://');
    return client.discovery(
      new URL(provider.issuer),
      provider.client_id,
      undefined,
      authentication,
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  }
}
