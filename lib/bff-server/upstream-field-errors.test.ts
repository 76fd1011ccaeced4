import { upstreamFieldErrors } from './upstream-field-errors';

describe('upstreamFieldErrors', () => {
  it('passes on plain field names with their rule keys', () => {
    expect(upstreamFieldErrors({ fieldErrors: { mobileConfirm: 'phonesDiffer' } })).toEqual({
      mobileConfirm: 'phonesDiffer',
    });
  });

  it('leaves out anything that is not a field name and a rule key, and answers undefined when nothing is left', () => {
    expect(upstreamFieldErrors({ fieldErrors: { 'a.b': 'x', name: 'has spaces', n: 1 } })).toBeUndefined();
    expect(upstreamFieldErrors({ fieldErrors: ['x'] })).toBeUndefined();
    expect(upstreamFieldErrors(undefined)).toBeUndefined();
  });

  it('renames a field first when asked (a passenger. prefix dropped)', () => {
    const field = (name: string) => name.replace(/^passenger\./, '');
    expect(upstreamFieldErrors({ fieldErrors: { 'passenger.birthday': 'infantTooYoung' } }, field)).toEqual({
      birthday: 'infantTooYoung',
    });
  });
});
