import { stringFiles } from './i18n/i18n.server.ts';

const headEnd = '</head>';
const heldHints = /<link rel="modulepreload"/g;

/**
 * The classic script that loads the page's JavaScript once the banner is painted: the hints get their `rel` back, and
 * the held module script is replaced by a live copy (same text and nonce, so a cached page's hashes allow it too).
 * At the latest 3 s after the document is read.
 */
const release = `(()=>{let done=false;const go=()=>{if(done)return;done=true;\
for(const l of document.querySelectorAll("link[data-rel]"))l.rel=l.dataset.rel;\
const held=document.querySelector('script[type="text/x-held-module"]');if(!held)return;\
const s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;\
held.replaceWith(s);};const start=()=>{const banner=document.querySelector('img[fetchpriority="high"]');\
const painted=()=>requestAnimationFrame(()=>setTimeout(go));\
(banner?banner.decode():Promise.resolve()).then(painted,painted);setTimeout(go,3000);};\
document.readyState==="loading"?document.addEventListener("DOMContentLoaded",start):start();})()`;

const documentStrings = /^<!DOCTYPE html><html[^>]*? data-lang="(\w+)" data-namespaces="([\w ]+)"/;

/**
 * A held hint per strings file the page names on its <html> (its language and namespaces, root.tsx): entry.client.tsx
 * fetches them before hydrating, needed with the scripts (low priority, like them).
 */
function stringHints(head: string): string {
  const [, lang, namespaces] = head.match(documentStrings) ?? [];
  if (!lang) return '';
  return stringFiles(lang, namespaces.split(' '))
    .map((href) => `<link data-rel="preload" as="fetch" href="${href}" crossorigin="anonymous" fetchpriority="low"/>`)
    .join('');
}

/**
 * The page's banner first, then its JavaScript (decision 0081). React Router writes into <head> a module preload per
 * script, the strings' files need one each (stringHints), and into <body> the module script that imports them
 * all and hydrates. Fetched at once, ~120 KB of JavaScript competes with the banner picture on a slow network (and
 * Lighthouse counts every request started before the largest paint as its dependency). So the hints are written
 * without their `rel` (kept in `data-rel`), the module script with a type no browser runs, and `release` at the end of
 * <head> (an element React's hydration passes over) starts them once the banner is painted. The page works before
 * (links and forms go to the server); it hydrates a moment later. A document without the module script (an error
 * page cut short) is passed on as it came.
 */
export function scriptsAfterBanner(document: Buffer, nonce: string): Buffer {
  const end = document.indexOf(headEnd);
  const module = `<script nonce="${nonce}" type="module"`;
  const at = document.indexOf(module, end);
  if (end === -1 || at === -1) return document;
  // Only the head is decoded; the body is copied around the one attribute changed.
  const head = document.subarray(0, end).toString('utf8').replace(heldHints, '<link data-rel="modulepreload"');
  return Buffer.concat([
    Buffer.from(`${head}${stringHints(head)}<script nonce="${nonce}">${release}</script>`),
    document.subarray(end, at),
    Buffer.from(`<script nonce="${nonce}" type="text/x-held-module"`),
    document.subarray(at + Buffer.byteLength(module)),
  ]);
}
