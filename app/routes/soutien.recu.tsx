import { receiptForOwner } from '../../domain/donations/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { getViewer } from '../session.server.ts';
import type { Route } from './+types/soutien.recu';

/** GET /soutien/recus/{code}: a tax receipt's PDF, for the signed-in member it was issued to; 404 for anyone else. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context.ctx);
  try {
    const { code, pdf } = await receiptForOwner(context.ctx, params.code, viewer);
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="recu-fiscal-${code}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (err) {
    if (err instanceof NotFound)
      throw new Response(err.message, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    throw err;
  }
}
