import { Card } from '../../../components/ui/Card.tsx';

/** Cards to the promoted reading pages (/lecture-…), titled by their media. */
export function ReadingCards({
  readings,
  level = 3,
}: {
  readings: { page: string; titre: string; sousTitre: string | null }[];
  level?: 2 | 3;
}) {
  return (
    <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {readings.map((r) => (
        <li key={r.page} className="flex">
          <Card
            className="w-full"
            headingLevel={level}
            icon="bible"
            to={`/${r.page}`}
            title={r.titre}
            subtitle={r.sousTitre}
          />
        </li>
      ))}
    </ul>
  );
}
