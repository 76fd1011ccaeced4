import { render, screen } from '@testing-library/react';
import { Field, FieldError, fieldControlClass } from './field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

test('the control is named by its label and carries no error state while valid', () => {
  render(<TextField id="nick" label="Nickname" hint="At most 10 characters" />);
  const input = screen.getByLabelText('Nickname');
  expect(input).toHaveAttribute('id', 'nick');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAttribute('aria-describedby', 'nick-hint');
  expect(input).toHaveAccessibleDescription('At most 10 characters');
  expect(input.className).toContain('border-slate-400');
});

test('an error marks the control invalid and is read after the hint', () => {
  render(<TextField id="nick" label="Nickname" hint="At most 10 characters" error="Too long" />);
  const input = screen.getByLabelText('Nickname');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', 'nick-hint nick-error');
  expect(input).toHaveAccessibleDescription('At most 10 characters Too long');
  expect(screen.getByText('Too long')).toHaveAttribute('id', 'nick-error');
  expect(input.className).toContain('border-red-700');
});

test('other describing ids come first; several errors are read as one', () => {
  render(
    <>
      <p id="shared">Dates from today</p>
      <Field id="date" label="Departure date" describedBy="shared" error={['Too early', 'Not a date']}>
        {(control, invalid) => <input type="date" {...control} className={fieldControlClass(invalid)} />}
      </Field>
    </>,
  );
  const input = screen.getByLabelText('Departure date');
  expect(input).toHaveAttribute('aria-describedby', 'shared date-error');
  expect(input).toHaveAccessibleDescription('Dates from today Too early；Not a date');
});

test('a select passes on the ids it is given and gets its error wired the same way', () => {
  render(
    <>
      <p id="bands">Bands</p>
      <SelectField id="bag" label="Baggage" aria-describedby="bands" error="Choose one">
        <option value="">None</option>
      </SelectField>
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Baggage' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAttribute('aria-describedby', 'bands bag-error');
});

test('an empty error draws nothing', () => {
  const { container } = render(<FieldError id="x-error" error={[]} />);
  expect(container).toBeEmptyDOMElement();
  render(<FieldError id="y-error" role="alert" error="Accept the terms" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Accept the terms');
});
