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
  // A scheme in another case or without slashes, which browsers still follow.
  encodeURIComponent('JavaScript:alert(1)'),
  encodeURIComponent('https:evil.example'),
  encodeURIComponent('data:text/html,<script>evil()</script>'),
  // Three slashes, two backslashes, a space or a tab before the slashes: a host to a browser.
  encodeURIComponent('///evil.example'),
  encodeURIComponent('\\\\evil.example'),
  encodeURIComponent(' //evil.example'),
  encodeURIComponent('\t//evil.example'),
  // A page of this site in front, another host after the '@' or the scheme.
  encodeURIComponent('https://www.xnews.com@evil.example/'),
  // Doubly encoded backslash after one slash.
  '/%255Cevil.example',
  // The host as written, no slash at all.
  'evil.example',
] as const;
