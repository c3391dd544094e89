import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDocument, renderDocumentAtOnce } from './render-document.server.ts';

const noErrors = () => {
  throw new Error('no error expected');
};

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

function Broken(): never {
  throw new Error('cassé');
}

describe('renderDocument', () => {
  it('is the whole document once every part is ready, text of any length encoded once', async () => {
    const long = 'é'.repeat(5000);
    const text = new Promise<string>((resolve) => setTimeout(() => resolve('Évangile selon Marc'), 10));
    const html = await renderDocument(
      <html>
        <body>
          <h1>{long}</h1>
          <Suspense fallback={<p>…</p>}>
            <Later text={text} />
          </Suspense>
        </body>
      </html>,
      { nonce: 'n', timeoutMs: 1000, onError: noErrors },
    );
    const document = html.toString();
    expect(document).toContain(`<h1>${long}</h1>`);
    expect(document).toContain('Évangile selon Marc');
    expect(document).not.toContain('…');
  });

  it('refuses a document whose shell fails', async () => {
    const errors: boolean[] = [];
    await expect(
      renderDocument(<Broken />, { nonce: 'n', timeoutMs: 1000, onError: (_e, shellReady) => errors.push(shellReady) }),
    ).rejects.toThrow('cassé');
    expect(errors).toEqual([false]);
  });

  it('tells of an error inside the document once its shell is begun', async () => {
    const errors: boolean[] = [];
    const html = await renderDocument(
      <main>
        <Suspense fallback={<p>attente</p>}>
          <Broken />
        </Suspense>
      </main>,
      { nonce: 'n', timeoutMs: 1000, onError: (_e, shellReady) => errors.push(shellReady) },
    );
    expect(html.toString()).toContain('attente');
    expect(errors).toHaveLength(1);
  });

  it('gives up waiting after the time allowed, the parts missing left to the browser', async () => {
    const never = new Promise<string>(() => undefined);
    const html = await renderDocument(
      <main>
        <Suspense fallback={<p>attente</p>}>
          <Later text={never} />
        </Suspense>
      </main>,
      { nonce: 'n', timeoutMs: 50, onError: () => undefined },
    );
    expect(html.toString()).toContain('attente');
  });
});

describe('renderDocumentAtOnce', () => {
  it('is the document with its doctype, as the stream renderer writes it', async () => {
    const node = (
      <html>
        <body>
          <h1>{'é'.repeat(3000)}</h1>
          <Suspense fallback={<p>…</p>}>
            <p>prêt</p>
          </Suspense>
        </body>
      </html>
    );
    const streamed = await renderDocument(node, { nonce: 'n', timeoutMs: 1000, onError: () => {} });
    expect(renderDocumentAtOnce(node)?.equals(streamed)).toBe(true);
  });

  it('gives way when a part waits or fails, or when the node is not a document', () => {
    const waiting = new Promise<string>(() => undefined);
    const parts = [<Later key="w" text={waiting} />, <Broken key="b" />];
    for (const part of parts)
      expect(
        renderDocumentAtOnce(
          <html>
            <body>
              <Suspense fallback={<p>attente</p>}>{part}</Suspense>
            </body>
          </html>,
        ),
      ).toBeNull();
    expect(
      renderDocumentAtOnce(
        <html>
          <body>
            <Broken />
          </body>
        </html>,
      ),
    ).toBeNull();
    expect(renderDocumentAtOnce(<main>fragment</main>)).toBeNull();
    // A form whose action is a function: React adds a script of its own, which the string renderer writes without
    // the page's nonce.
    expect(
      renderDocumentAtOnce(
        <html>
          <body>
            <form action={async () => {}}>
              <button>Envoyer</button>
            </form>
          </body>
        </html>,
      ),
    ).toBeNull();
  });
});
