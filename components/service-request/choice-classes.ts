/** The look of the form's radio cards, legends and error lines, shared by its sections. */
export const CHOICE_CLASSES = {
  radio: 'h-5 w-5 shrink-0 accent-brand-700',
  choice:
    'flex min-h-10 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50',
  legend: 'mb-2 text-sm font-medium text-slate-800',
};
