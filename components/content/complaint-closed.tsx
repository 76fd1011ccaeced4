/** Spec §8: the complaint form switched off. */
export function ComplaintClosed({ title, body }: { title: string; body: string }) {
  return (
    <div role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{body}</p>
    </div>
  );
}
