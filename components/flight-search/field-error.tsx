/** The localized issues of one field, referenced by the field's aria-describedby. */
export function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (!messages.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {messages.join('；')}
    </p>
  );
}
