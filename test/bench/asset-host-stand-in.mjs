// A local HTTPS stand-in for a host of remote pictures the site links to (the Rsbuild docs use
// https://assets.rspack.dev, which does not resolve on machines without outside DNS). Every path answers
// a picture large enough for any place the site shows one, so Lighthouse can score a page whose
// pictures load; a path that states its size (`favicon-128x128.png`) gets that size, as the real host's
// does. (The browser decodes a favicon and the manifest's icons on the page's main thread: served at
// 1000 × 1000, each was a 20–50 ms task that Lighthouse's Total Blocking Time counted four times over.) Its certificate is self-signed (made with openssl); chromium is told to map the host
// here and to accept the certificate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** A solid PNG of `size` × `size` pixels. */
function solidPng(size) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + size * 3, 200);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Starts the stand-in for `host`; returns the chromium flags that send the host's requests to it (one string,
 * for Lighthouse's chromeFlags), its host-resolver `rule` alone (to join several hosts' rules in one flag), and `close`.
 */
export async function startAssetHostStandIn(host) {
  const dir = mkdtempSync(join(tmpdir(), 'asset-host-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('the asset-host stand-in needs openssl (apt-get install openssl)');
  }
  const pngs = new Map();
  const pngFor = (path) => {
    const named = /(\d+)x\1\.png$/.exec(path);
    const size = named ? Math.min(Number(named[1]), 4000) : 1000;
    if (!pngs.has(size)) pngs.set(size, solidPng(size));
    return pngs.get(size);
  };
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" fill="#f93920"/></svg>';
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    const path = req.url.split('?')[0];
    const isSvg = path.endsWith('.svg');
    res.writeHead(200, { 'content-type': isSvg ? 'image/svg+xml' : 'image/png', 'cache-control': 'max-age=3600' });
    res.end(isSvg ? svg : pngFor(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    chromeFlags: `--host-resolver-rules="MAP ${host}:443 127.0.0.1:${server.address().port}" --ignore-certificate-errors`,
    rule: `MAP ${host}:443 127.0.0.1:${server.address().port}`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
