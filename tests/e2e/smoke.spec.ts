import { expect, test } from './support.ts';

test('the home page answers in French', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html[^>]* lang="fr"/);
});
