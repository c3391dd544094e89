import { stringFiles } from './i18n/i18n.server.ts';

const headEnd = '</head>';
/** React Router's module preload, one per script (no `>` in its attributes: a path and a nonce). */
const moduleHint = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * The classic script that loads the page's JavaScript once the banner is painted: it writes the hints its attributes
 * list (`data-modules`, module preloads; `data-strings`, the strings' files) and replaces the held module script by a
 * live copy (same text and nonce, so a cached page's hashes allow it too). At the latest 3 s after the document is read.
 */
const release = `(()=>{const me=document.currentScript;let done=false;\
const hint=(rel,href,more)=>{const l=document.createElement("link");l.rel=rel;l.href=href;\
for(const k in more)l.setAttribute(k,more[k]);document.head.append(l);};\
const go=()=>{if(done)return;done=true;\
for(const href of me.dataset.modules.split(" "))if(href)hint("modulepreload",href,{});\
for(const href of me.dataset.strings.split(" "))if(href)hint("preload",href,{as:"fetch",crossorigin:"anonymous",fetchpriority:"low"});\
const held=document.querySelector('script[type="text/x-held-module"]');if(!held)return;\
const s=document.createElement("script");s.type="module";s.nonce=held.nonce;s.textContent=held.textContent;\
held.replaceWith(s);};const start=()=>{const banner=document.querySelector('img[fetchpriority="high"]');\
const painted=()=>requestAnimationFrame(()=>setTimeout(go));\
(banner?banner.decode():Promise.resolve()).then(painted,painted);setTimeout(go,3000);};\
document.readyState==="loading"?document.addEventListener("DOMContentLoaded",start):start();})()`;

const documentStrings = /^<!DOCTYPE html><html[^>]*? data-lang="(\w+)" data-namespaces="([\w ]+)"/;

/**
 * The strings files the page names on its <html> (its language and namespaces, root.tsx): entry.client.tsx fetches
 * them before hydrating, needed with the scripts (hinted at low priority, like them).
 */
function pageStrings(head: string): string[] {
  const [, lang, namespaces] = head.match(documentStrings) ?? [];
  return lang ? stringFiles(lang, namespaces.split(' ')) : [];
}

/**
 * The page's banner first, then its JavaScript (decisions 0081, 0102). React Router writes into <head> a module
 * preload per script, the strings' files need one each, and into <body> the module script that imports them all and
 * hydrates. Fetched at once, ~120 KB of JavaScript competes with the banner picture on a slow network (and Lighthouse
 * counts every request started before the largest paint as its dependency). So the document carries no hint: their
 * addresses are listed on `release`, at the end of <head> (an element React's hydration passes over), which writes them
 * once the banner is painted; and the module script is a data block (a type no browser runs, no `async`), which
 * `release` replaces by a live copy. Both as the HTML standard allows. The page works before (links and forms go to
 * the server); it hydrates a moment later. A document without the module script (an error page cut short) is passed
 * on as it came.
 */
export function scriptsAfterBanner(document: Buffer, nonce: string): Buffer {
  const end = document.indexOf(headEnd);
  // React Router's module script (always `async`: a data block may not be).
  const module = `<script nonce="${nonce}" type="module" async=""`;
  const at = document.indexOf(module, end);
  if (end === -1 || at === -1) return document;
  const modules: string[] = [];
  // Only the head is decoded; the body is copied around the module script's opening tag.
  const head = document
    .subarray(0, end)
    .toString('utf8')
    .replace(moduleHint, (_, href: string) => {
      modules.push(href);
      return '';
    });
  const listed = `data-modules="${modules.join(' ')}" data-strings="${pageStrings(head).join(' ')}"`;
  return Buffer.concat([
    Buffer.from(`${head}<script nonce="${nonce}" ${listed}>${release}</script>`),
    document.subarray(end, at),
    Buffer.from(`<script nonce="${nonce}" type="text/x-held-module"`),
    document.subarray(at + Buffer.byteLength(module)),
  ]);
}
