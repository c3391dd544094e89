/**
 * What a visitor typed in the monthly gift's form, kept in this tab while they sign in or create an account
 * (sessionStorage: gone with the tab, never sent anywhere), and handed back once on their return to /soutien.
 */
const KEY = 'donMensuelSaisie';

export type Draft = Record<string, string>;

/** A form's fields as typed. */
export function typedIn(form: HTMLFormElement): Draft {
  const typed: Draft = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') typed[name] = value;
  return typed;
}

export function keepDraft(typed: Draft) {
  sessionStorage.setItem(KEY, JSON.stringify(typed));
}

/** Whether a draft waits for the visitor: /soutien then opens on the monthly gift, whatever its address. */
export const draftKept = () => sessionStorage.getItem(KEY) !== null;

/** The kept draft, removed as it is read: it fills the form once. */
export function takeDraft(): Draft | null {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!kept) return null;
  try {
    const parsed: unknown = JSON.parse(kept);
    return parsed && typeof parsed === 'object' ? (parsed as Draft) : null;
  } catch {
    return null;
  }
}

/** Where the visitor signs in and comes back to the monthly gift. */
export const RETURN_PATH = '/soutien?don=mensuel';
