import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { listCollectionChildren } from '../../domain/media/index.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { news: await listCollectionChildren(context.ctx, 1967) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('home');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{loaderData.news.length}</p>
    </main>
  );
}
