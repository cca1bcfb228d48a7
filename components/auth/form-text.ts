/**
 * The text of a form's field as the browser holds it. Auth forms read their fields here at submit rather than
 * from React state: what a person typed before the page hydrated is in the field but was never seen by onChange.
 */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

export function clearFormText(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.value = "";
}
