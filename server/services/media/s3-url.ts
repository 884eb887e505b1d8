/** Where a bucket is and how to sign in to it, read from MEDIA_S3_URL. */
export interface S3Location {
  /** Scheme, host and port, without credentials: e.g. http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** Put before every key: '' or e.g. 'site-a/' (always ending in '/'). */
  prefix: string;
  region: string;
  /** Undefined when the URL has none: the SDK's default chain (environment, instance role) then applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const FORM = 'http(s)://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix][?region=…]';
const DEFAULT_REGION = 'us-east-1';
/** S3's rule, which MinIO, Ceph and R2 share: 3 to 63 of a-z 0-9 . -, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** The same segments as media keys, so that prefix + key is a valid key too. */
const PREFIX_SEGMENT = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
const REGION = /^[a-z0-9-]+$/;

function refuse(problem: string): never {
  throw new Error(`MEDIA_S3_URL ${problem}; expected ${FORM}`);
}

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return refuse(`has a ${what} that is not valid percent-encoding`);
  }
}

/**
 * Reads MEDIA_S3_URL, or throws an Error saying what is wrong with it. The messages never repeat
 * the value, since it holds a secret key. Keys containing '/', '?', '#' or '@' (AWS secret keys
 * often have '/') are written percent-encoded, as in any URL.
 */
export function parseS3Url(value: string): S3Location {
  if (!URL.canParse(value)) refuse("is not a URL (are '/', '?', '#' and '@' in the keys percent-encoded?)");
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(`must start with http:// or https://, not ${url.protocol}//`);
  if (url.hash !== '') refuse("has a '#' (percent-encode it as %23 in a key)");
  for (const name of url.searchParams.keys()) {
    if (name !== 'region') refuse(`has an unknown parameter ${JSON.stringify(name)} (only region is read)`);
  }
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (!REGION.test(region)) refuse('has a region that is not lower-case letters, digits and dashes');
  if ((url.username === '') !== (url.password === '')) refuse('has only one of ACCESS_KEY and SECRET_KEY: give both, or neither for the default credential chain');

  const [bucket = '', ...prefixSegments] = url.pathname.slice(1).replace(/\/$/, '').split('/');
  if (bucket === '') refuse('names no bucket');
  if (!BUCKET_NAME.test(bucket)) refuse(`has ${JSON.stringify(bucket)} for a bucket: a bucket name is 3 to 63 of a-z, 0-9, '.' and '-'`);
  for (const segment of prefixSegments) {
    if (!PREFIX_SEGMENT.test(segment)) refuse(`has a prefix segment ${JSON.stringify(segment)}: prefix segments are a-z and 0-9 joined by '.', '_' or '-'`);
  }

  return {
    endpoint: url.origin,
    bucket,
    prefix: prefixSegments.map((segment) => `${segment}/`).join(''),
    region,
    credentials:
      url.username === ''
        ? undefined
        : { accessKeyId: decoded(url.username, 'ACCESS_KEY'), secretAccessKey: decoded(url.password, 'SECRET_KEY') },
  };
}
