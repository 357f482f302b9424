/**
 * The part of oidc-provider's API that Snoot uses (the package ships no type declarations).
 * See https://github.com/panva/node-oidc-provider/blob/main/docs/README.md
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    accountId?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId: string };
    grantId?: string;
    returnTo: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface Configuration {
    [key: string]: unknown;
    adapter?: (name: string) => Adapter;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
  }

  export type InteractionResult =
    { login: { accountId: string } } | { consent: { grantId?: string } } | { error: string; error_description?: string };

  /** A device authorization grant's code (RFC 8628), found by the user code a member types or scans. */
  export interface DeviceCode {
    userCode: string;
    iat: number;
    exp: number;
    consumed?: number;
    accountId?: string;
    grantId?: string;
    scope?: string;
    authTime?: number;
    error?: string;
    errorDescription?: string;
    params?: Record<string, unknown>;
    deviceInfo?: { userAgent?: string };
    readonly isExpired: boolean;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    use(middleware: (ctx: never, next: () => Promise<void>) => Promise<void>): this;
    DeviceCode: {
      findByUserCode(userCode: string, options?: { ignoreExpiration?: boolean }): Promise<DeviceCode | undefined>;
    };
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
