/**
 * What is derived from a kept object (a configuration, a list a timedCache keeps), made on its first use and given
 * again while that object lives: every caller gets the same result, so that what is derived from it in turn (its JSON,
 * app/sent-json.ts) is made once too. Neither the object nor the result is ever changed.
 */
export function madeOnce<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
