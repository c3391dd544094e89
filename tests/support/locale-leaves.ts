/** Every leaf of a strings file, by its path (arrays by index), plural suffixes removed. */
export function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix.replace(/_(zero|one|two|few|many|other)$/, ''), String(value));
  }
  return out;
}
