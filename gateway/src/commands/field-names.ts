// The engine names a refusal's fields as its commands do (itemId, toppingId); a form names them as
// the API does (id). The runner renames them on the way out, so the error sits beside its field.

/** Engine field name → API field name, applied to every segment of a field path. */
export type FieldNames = Readonly<Record<string, string>>;

export function renameField(field: string, names: FieldNames): string {
  return field
    .split('.')
    .map((segment) => {
      const [, name = segment, index = ''] = /^([^[]+)(.*)$/.exec(segment) ?? [];
      return `${names[name] ?? name}${index}`;
    })
    .join('.');
}
