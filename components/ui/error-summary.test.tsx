import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorSummary } from './error-summary';

function renderSummary(scroll: boolean) {
  render(
    <>
      <ErrorSummary
        ref={null}
        heading="2 problems"
        items={[
          { key: 'a', fieldId: 'f-name', text: 'Name: required' },
          { key: 'b', fieldId: 'f-birthday', text: 'Birthday: invalid' },
        ]}
        itemClassName={scroll ? 'py-0.5' : undefined}
        scroll={scroll}
      />
      <input id="f-name" aria-label="Name" />
      <input id="f-birthday" aria-label="Birthday" />
    </>,
  );
}

describe('ErrorSummary', () => {
  it('draws nothing without problems', () => {
    const { container } = render(<ErrorSummary ref={null} heading="none" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert with the count and a link to each field, which focuses it', () => {
    renderSummary(false);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(alert).toHaveTextContent('2 problems');
    const link = screen.getByRole('link', { name: 'Birthday: invalid' });
    expect(link).toHaveAttribute('href', '#f-birthday');
    expect(link.closest('li')).not.toHaveAttribute('class');
    fireEvent.click(link);
    expect(screen.getByLabelText('Birthday')).toHaveFocus();
  });

  it('with scroll, brings the field to the middle of the view before focusing it', () => {
    renderSummary(true);
    const field = screen.getByLabelText('Name');
    const scrolled = jest.fn();
    field.scrollIntoView = scrolled;
    const link = screen.getByRole('link', { name: 'Name: required' });
    expect(link.closest('li')).toHaveClass('py-0.5');
    fireEvent.click(link);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(field).toHaveFocus();
  });
});
