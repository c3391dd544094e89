/**
 * Makes the home banner video (public/videos/accueil.webm) offline: Debian's Chromium draws the banner picture on a
 * canvas with a slow zoom, a breathing light and birds crossing, and records 12 s at 24 fps as VP9 WebM with MediaRecorder.
 * Every motion is periodic over the 12 s, so the loop joins seamlessly. Run: node content/images/make-banner-video.mjs
 */
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const svg = readFileSync(new URL('../../public/images/banners/accueil.svg', import.meta.url), 'utf8');
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const p = await b.newPage();
await p.setContent('<canvas id=c width=960 height=540></canvas>');
const b64 = await p.evaluate(async (svg) => {
  const img = new Image();
  img.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(svg)));
  await img.decode();
  const c = document.getElementById('c');
  const g = c.getContext('2d');
  const W = 960,
    H = 540,
    SECONDS = 12,
    FPS = 24;
  const stream = c.captureStream(FPS);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 250000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const draw = (t) => {
    const phase = (1 - Math.cos((2 * Math.PI * t) / SECONDS)) / 2; // 0→1→0: the loop joins seamlessly
    const zoom = 1 + 0.07 * phase;
    const w = W * zoom,
      h = H * zoom;
    g.drawImage(img, -(w - W) * 0.35, -(h - H) * 0.6, w, h);
    // light breathing over the sun
    const grd = g.createRadialGradient(W * 0.55, H * 0.47, 10, W * 0.55, H * 0.47, 220);
    grd.addColorStop(0, `rgba(249,220,143,${0.18 + 0.12 * phase})`);
    grd.addColorStop(1, 'rgba(249,220,143,0)');
    g.fillStyle = grd;
    g.fillRect(0, 0, W, H);
    // birds crossing, position periodic
    g.strokeStyle = 'rgba(29,53,87,0.7)';
    g.lineWidth = 2.2;
    g.lineCap = 'round';
    for (let i = 0; i < 3; i++) {
      const x = ((t / SECONDS + i * 0.09) % 1) * (W + 200) - 100,
        y = 120 + i * 14 + 8 * Math.sin((2 * Math.PI * 3 * t) / SECONDS + i);
      const f = 5 * Math.sin((2 * Math.PI * 12 * t) / SECONDS + i);
      g.beginPath();
      g.moveTo(x - 10, y);
      g.quadraticCurveTo(x - 5, y - 6 - f, x, y);
      g.quadraticCurveTo(x + 5, y - 6 - f, x + 10, y);
      g.stroke();
    }
  };
  rec.start();
  const frames = SECONDS * FPS;
  for (let i = 0; i < frames; i++) {
    draw(i / FPS);
    await new Promise((r) => setTimeout(r, 1000 / FPS));
  }
  rec.stop();
  await new Promise((r) => (rec.onstop = r));
  const blob = new Blob(chunks, { type: 'video/webm' });
  const buf = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (const x of buf) s += String.fromCharCode(x);
  return btoa(s);
}, svg);
writeFileSync(new URL('../../public/videos/accueil.webm', import.meta.url), Buffer.from(b64, 'base64'));
await b.close();
