/** An upload under way: its labelled progress bar (`progress` from 0 to 1; null before the first report). */
export function UploadProgress({ id, label, progress }: { id: string; label: string; progress: number | null }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {label}
      </label>
      <progress id={id} max={100} value={Math.round((progress ?? 0) * 100)} className="w-full" />
    </div>
  );
}
