/** Google's issuer: its endpoints and keys are discovered from /.well-known/openid-configuration. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Facebook Login's endpoints (a Graph API version that Facebook keeps for two years; configurable). */
export const FACEBOOK_ENDPOINTS = {
  authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
  tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
  userinfoUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name,first_name,last_name,email,picture',
} as const;

/** How long a provider may take to answer one request before the sign-in gives up. */
export const OAUTH_TIMEOUT_MS = 10_000;

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface FacebookSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** The social providers this server offers; one left out answers "not configured". */
export interface OAuthSettings {
  google?: GoogleSettings;
  facebook?: FacebookSettings;
  /** Default OAUTH_TIMEOUT_MS. */
  timeoutMs?: number;
}
