import { redirect } from 'react-router';

/** /sd, the shortcut printed on tracts: "au sein de la détresse" (docs/decisions). */
export function loader() {
  return redirect('/decouvrir-l-evangile-au-sein-de-la-detresse', 301);
}
