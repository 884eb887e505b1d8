/** Return paths that lead off the site, as written in a query string (percent-encoded where a browser would). */
export const HOSTILE_RETURN_PATHS = [
  encodeURIComponent('https://evil.example/'),
  encodeURIComponent('//evil.example'),
  encodeURIComponent('/\\evil.example'),
  encodeURIComponent('javascript:alert(1)'),
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%2F/evil.example',
  '/%09/evil.example',
  '%0A//evil.example',
  '/%0D%0A/evil.example',
  '%2F%5Cevil.example',
] as const;
