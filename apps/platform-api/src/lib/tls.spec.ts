import { games } from '@mweb/api-contract';
import { connect, type ClientHttp2Session, type OutgoingHttpHeaders } from 'node:http2';
import { get } from 'node:https';
import { brotliDecompressSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, VENDOR_SCRIPT, type TestPlatform } from '../testing/harness';

/**
 * The platform given a certificate (TLS_CERT_FILE, TLS_KEY_FILE): HTTP/2 for a browser, HTTP/1.1
 * for a client without it, over a real port. The client trusts the test's own certificate, no
 * more: nothing here turns verification off.
 */
describe('the platform over HTTPS', () => {
  let platform: TestPlatform;
  let origin: string;
  let ca: string;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    ca = pems.cert;
    platform = await startTestPlatform({
      tls: { cert: pems.cert, key: pems.private },
      allowedHosts: ['127.0.0.1'],
    });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const address = platform.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('No port.');
    origin = `https://127.0.0.1:${address.port}`;
    session = connect(origin, { ca });
  });
  afterAll(async () => {
    session.close();
    await platform.close();
  });

  /** One request on the HTTP/2 session; its headers and its whole body. */
  const request = (headers: OutgoingHttpHeaders, body?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const stream = session.request(headers);
      const chunks: Buffer[] = [];
      let answered: Record<string, unknown> = {};
      stream.on('response', (responseHeaders) => {
        answered = responseHeaders;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done({ headers: answered, body: Buffer.concat(chunks) }));
      stream.on('error', fail);
      stream.end(body);
    });

  it('serves the app, its precompressed files and the gateway over HTTP/2', async () => {
    const page = await request({ ':path': '/m/home' });
    expect(page.headers[':status']).toBe(200);
    expect(page.body.toString()).toContain('<div id="root"></div>');
    // Not for this machine's own names, which a browser would pin for a year.
    expect(page.headers['strict-transport-security']).toBeUndefined();

    const script = await request({
      ':path': '/m/assets/vendor-Ef56Gh78.js',
      'accept-encoding': 'br, gzip',
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.body).toString()).toBe(VENDOR_SCRIPT);

    const status = await request({
      ':path': '/wps/v2/system/status?device=MOBILE',
      merchant: 'demo',
    });
    expect(status.headers[':status']).toBe(200);
    expect(JSON.parse(status.body.toString())).toMatchObject({ success: true });
  });

  it('reads the host an HTTP/2 request names from :authority: another name is refused', async () => {
    const elsewhere = await request({ ':path': '/m/home', ':authority': 'rebound.example' });
    expect(elsewhere.headers[':status']).toBe(421);

    const post = (from: string) =>
      request(
        {
          ':method': 'POST',
          ':path': games.addFavourite.path,
          merchant: 'demo',
          origin: from,
          'content-type': 'application/json',
        },
        JSON.stringify({ nodeId: '10002', vendor: 'JL' }),
      );
    const foreign = await post('https://rebound.example');
    expect(foreign.headers[':status']).toBe(403);
    expect(JSON.parse(foreign.body.toString())).toMatchObject({
      message: 'Cross-origin calls are not accepted.',
    });
    // The same call from the page's own origin passes the guard, to the gateway's own answer
    // (no token: not logged in).
    const own = await post(origin);
    expect(own.headers[':status']).toBe(401);
    expect(JSON.parse(own.body.toString())).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('answers a client without HTTP/2 over HTTP/1.1, and its cookies are Secure', async () => {
    const answer = await new Promise<{ version: string; status?: number; cookies: string[] }>(
      (done, fail) => {
        get(`${origin}/wps/captcha/slide?_=1`, { ca }, (response) => {
          response.resume();
          response.on('end', () =>
            done({
              version: response.httpVersion,
              status: response.statusCode,
              cookies: response.headers['set-cookie'] ?? [],
            }),
          );
        }).on('error', fail);
      },
    );
    expect(answer).toMatchObject({ version: '1.1', status: 200 });
    expect(answer.cookies.find((cookie) => cookie.startsWith('mweb_captcha='))).toMatch(/; Secure/);
  });
});
