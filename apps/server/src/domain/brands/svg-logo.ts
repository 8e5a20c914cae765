import type { CssNode, ParseOptions } from 'css-tree';
import { SaxesParser, type SaxesAttributeNS } from 'saxes';
import { loadOnce } from '../load-once.ts';

/**
 * Whether an SVG is a plain drawing a brand may use as its logo, or why not (decision 056's companion: an uploaded
 * logo is shown to browsers and drawn on certificates by resvg, which reads files an `<image>` names). The file
 * is parsed as XML (saxes: a strict, namespace-aware parser) and every element, attribute and style sheet is
 * checked against what a drawing needs: drawing elements only, no scripts, event handlers, foreign or embedded
 * content, animations, links or external references (`href` only to `#id`, or a PNG/JPEG/GIF/WebP data: URI on
 * `<image>`), no document type or entities, and CSS (parsed with css-tree) without at-rules, escapes or any url()
 * but `url(#id)`. Anything else is refused rather than cleaned: a logo needs none of it.
 */

/** css-tree with its syntax data weighs ~7 MB: loaded when the first SVG is judged. */
const cssTree = loadOnce(() => import('css-tree'));

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Namespaces whose elements a browser would run or render as a document of their own inside an SVG. */
const ACTIVE_NS = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);

const DRAWING_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'switch',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Presentation attributes that take a CSS value with url(): checked as CSS. */
const URL_ATTRIBUTES = new Set([
  'fill',
  'stroke',
  'clip-path',
  'mask',
  'filter',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'cursor',
]);
/** CSS functions that load an image. */
const LOADING_FUNCTIONS = new Set(['url', 'src', 'image', 'image-set', '-webkit-image-set', 'cross-fade', 'element']);
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/;

/** Why a piece of CSS may not be in a logo, or null. */
async function cssProblem(text: string, context: 'stylesheet' | 'declarationList' | 'value'): Promise<string | null> {
  // An escape can spell a function's name (u\72l) past any check of names: a drawing's styles need none.
  if (text.includes('\\')) return 'a CSS escape';
  const { parse, walk } = await cssTree();
  let ast: CssNode;
  try {
    ast = parse(text, {
      context,
      onParseError: (error: Error) => {
        throw error;
      },
    } as ParseOptions);
  } catch {
    return 'CSS that does not parse';
  }
  let problem: string | null = null;
  walk(ast, (node) => {
    if (problem) return;
    if (node.type === 'Atrule') problem = `the CSS rule @${node.name}`;
    else if (node.type === 'Url' && !node.value.startsWith('#')) problem = 'a CSS url() to another file';
    else if (node.type === 'Function' && LOADING_FUNCTIONS.has(node.name.toLowerCase()))
      problem = `the CSS function ${node.name}()`;
    else if (node.type === 'Raw' && node.value.includes('(')) problem = 'CSS that does not parse';
  });
  return problem;
}

/** Why an attribute may not be in a logo, or null. */
async function attributeProblem(element: string, a: SaxesAttributeNS): Promise<string | null> {
  const name = a.local.toLowerCase();
  if (a.prefix === 'xmlns' || (a.prefix === '' && a.local === 'xmlns')) return null;
  if (name.startsWith('on')) return `an event handler (${a.name})`;
  if (a.name === 'xml:base') return 'xml:base';
  if (name === 'href') {
    const value = a.value.trim();
    if (value.startsWith('#')) return null;
    if (element === 'image' && INLINE_IMAGE.test(value)) return null;
    return `a reference to another file (${element} ${a.name})`;
  }
  if (name === 'style') return cssProblem(a.value, 'declarationList');
  if (URL_ATTRIBUTES.has(name)) return cssProblem(a.value, 'value');
  return null;
}

/**
 * Why the SVG text cannot be a logo, or null when it is a plain drawing. Elements in no namespace count as SVG:
 * drawn inside the certificate's own <svg>, they become SVG.
 */
export async function svgLogoProblem(text: string): Promise<string | null> {
  type Open = { uri: string; local: string; attributes: Record<string, SaxesAttributeNS> };
  const opened: Open[] = [];
  const styles: string[] = [];
  let inStyle = 0;
  let problem: string | null = null;
  const refuse = (why: string) => {
    problem ??= why;
  };
  const parser = new SaxesParser({ xmlns: true });
  parser.on('doctype', () => refuse('a document type (entities)'));
  parser.on('processinginstruction', (pi) => refuse(`the processing instruction ${pi.target}`));
  parser.on('opentag', (tag) => {
    if (opened.length === 0 && (tag.local !== 'svg' || (tag.uri !== SVG_NS && tag.uri !== '')))
      refuse('a root element other than <svg>');
    const known = tag.uri === SVG_NS || tag.uri === '';
    if (ACTIVE_NS.has(tag.uri)) refuse(`the element ${tag.name} of another document type`);
    else if (known && !DRAWING_ELEMENTS.has(tag.local)) refuse(`the element <${tag.local}>`);
    // elements of an editor's own namespace (Inkscape, Illustrator) are inert: kept, their attributes checked
    opened.push({ uri: tag.uri, local: tag.local, attributes: tag.attributes as Record<string, SaxesAttributeNS> });
    if (known && tag.local === 'style') {
      inStyle += 1;
      styles.push('');
    }
  });
  parser.on('closetag', (tag) => {
    if ((tag.uri === SVG_NS || tag.uri === '') && tag.local === 'style') inStyle -= 1;
  });
  const styleText = (t: string) => {
    if (inStyle > 0) styles[styles.length - 1] += t;
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(text).close();
  } catch {
    return 'SVG that is not well-formed XML';
  }
  if (problem) return problem;
  if (opened.length === 0) return 'no <svg> element';
  for (const element of opened)
    for (const attribute of Object.values(element.attributes)) {
      const why = await attributeProblem(element.local, attribute);
      if (why) return why;
    }
  for (const sheet of styles) {
    const why = await cssProblem(sheet, 'stylesheet');
    if (why) return why;
  }
  return null;
}
