import { redirect } from 'react-router';

/** /ec, the shortcut printed on tracts: "l'espérance chrétienne" (docs/decisions). */
export function loader() {
  return redirect('/decouvrir-l-evangile-l-esperance-chretienne', 301);
}
