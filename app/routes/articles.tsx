import { redirect } from 'react-router';

/** /articles: the magazine article search, reset (part 3 §2). */
export function loader() {
  return redirect('/revues/articles-revues');
}
