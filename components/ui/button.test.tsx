import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClass } from './button';

test('a button is type="button" unless told, and passes its props on', () => {
  const onClick = jest.fn();
  render(
    <form onSubmit={() => {}}>
      <Button onClick={onClick} data-testid="pay" aria-haspopup="dialog">
        Pay
      </Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Pay' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).toHaveAttribute('data-testid', 'pay');
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('busy: disabled and aria-busy while its action runs, and neither once it is done', () => {
  const onClick = jest.fn();
  const { rerender } = render(
    <Button type="submit" busy onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('type', 'submit');
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();

  rerender(
    <Button type="submit" busy={false} onClick={onClick}>
      Save
    </Button>,
  );
  expect(button).toBeEnabled();
  expect(button).not.toHaveAttribute('aria-busy');
});

test('disabled without being busy does not claim to be busy', () => {
  render(<Button disabled>Later</Button>);
  expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Later' })).not.toHaveAttribute('aria-busy');
});

test('the forwarded ref reaches the element', () => {
  const ref = { current: null as HTMLButtonElement | null };
  render(<Button ref={ref}>Focus me</Button>);
  expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
});

test('links that look like buttons get the same classes, plus their own', () => {
  const primary = buttonClass({ variant: 'primary' }, 'mt-6');
  expect(primary).toContain('bg-brand-700');
  expect(primary).toContain('min-h-10');
  expect(primary.endsWith('mt-6')).toBe(true);
  expect(buttonClass({ variant: 'accent', size: 'lg', block: true })).toContain('w-full');
  // A link-like button sits inside text: no padding of its own.
  expect(buttonClass({ variant: 'link' })).not.toMatch(/\bpx-/);
});
