import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Translator, type Namespace } from '../../i18n/translator.ts';
import { TranslatorContext } from '../../i18n/use-t.ts';
import { Field } from './Field.tsx';
import { useSchemaForm, type FormResult } from './form.ts';

const schema = z.object({
  nom: z.string().min(1, 'Le nom est obligatoire.'),
  ville: z.string().optional(),
});

const translator = new Translator('fr');
for (const ns of ['common', 'messages']) {
  const file = path.resolve(import.meta.dirname, `../../../locales/fr/${ns}.json`);
  translator.add('fr', ns, JSON.parse(readFileSync(file, 'utf8')) as Namespace);
}

/** The class of the last drawn field's metadata, as conform hands it to the page. */
let metadataClass = '';

function Form({ result }: { result?: FormResult }) {
  const [form, fields] = useSchemaForm(schema, result, { defaultValue: { nom: 'Durand', ville: 'Lyon' } });
  metadataClass = (fields.nom as { constructor: { name: string } }).constructor.name;
  return (
    <form id={form.id}>
      <Field meta={fields.nom} label="Nom" hint="Comme sur vos papiers" />
      <Field meta={fields.ville} label="Ville" />
    </form>
  );
}

const draw = (result?: FormResult) =>
  renderToString(
    <TranslatorContext.Provider value={translator}>
      <Form result={result} />
    </TranslatorContext.Provider>,
  );

/** The attributes of the <input> named `name`. */
function input(html: string, name: string): string {
  const found = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!found) throw new Error(`no input ${name} in ${html}`);
  return found;
}

// Conform's field metadata is patched (patches/@conform-to+react+*.patch, decision 0145): its accessors are shared
// and each field's metadata is made once per state and id of the form. What a field shows must be what it showed.
describe('a form drawn on the server from its schema', () => {
  it('reads its fields through the patched metadata (accessors on one prototype)', () => {
    draw();
    expect(metadataClass).toBe('Metadata');
  });

  it('gives each field its id, the form, its value, its constraint and its hint', () => {
    const html = draw();
    const nom = input(html, 'nom');
    const formId = /<form id="([^"]+)"/.exec(html)?.[1];
    expect(formId).toBeTruthy();
    expect(nom).toContain(`id="${formId}-nom"`);
    expect(nom).toContain(`form="${formId}"`);
    expect(nom).toContain('value="Durand"');
    expect(nom).toContain('required=""');
    expect(nom).toContain(`aria-describedby="${formId}-nom-description"`);
    expect(html).toContain(`id="${formId}-nom-description"`);
    expect(html).toContain(`for="${formId}-nom"`);
    const ville = input(html, 'ville');
    expect(ville).toContain('value="Lyon"');
    expect(ville).not.toContain('required=');
    expect(ville).not.toContain('aria-invalid=');
  });

  it('shows the answer’s message under its field, tied to it, and the value as it was sent', () => {
    const result: FormResult = {
      status: 'error',
      initialValue: { nom: '', ville: 'Lille' },
      error: { nom: ['Le nom est obligatoire.'] },
    };
    const html = draw(result);
    const nom = input(html, 'nom');
    const formId = /<form id="([^"]+)"/.exec(html)?.[1];
    expect(nom).toContain('aria-invalid="true"');
    expect(nom).toContain(`aria-describedby="${formId}-nom-description ${formId}-nom-error"`);
    expect(html).toMatch(new RegExp(`<p id="${formId}-nom-error"[^>]*>Le nom est obligatoire.</p>`));
    expect(input(html, 'ville')).toContain('value="Lille"');
  });
});
