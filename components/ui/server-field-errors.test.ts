import { applyFieldErrors } from './server-field-errors';

type Values = { name: string; ticketNo: string };

describe('applyFieldErrors', () => {
  it("puts the form's own fields' refusals beside them and says so", () => {
    const setError = jest.fn();
    const put = applyFieldErrors<Values>({ ticketNo: 'ticketFormat', other: 'x' }, ['name', 'ticketNo'], setError);
    expect(put).toBe(true);
    expect(setError.mock.calls).toEqual([['ticketNo', { type: 'server', message: 'ticketFormat' }]]);
  });

  it('puts nothing when no refusal is of its fields, or there are none', () => {
    const setError = jest.fn();
    expect(applyFieldErrors<Values>({ other: 'x' }, ['name', 'ticketNo'], setError)).toBe(false);
    expect(applyFieldErrors<Values>(undefined, ['name'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
