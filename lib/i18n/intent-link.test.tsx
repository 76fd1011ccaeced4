import { fireEvent, render, screen } from '@testing-library/react';
import { PlainLink, samesitePath } from './intent-link';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useRouter: () => ({ prefetch }) }));

beforeEach(() => prefetch.mockReset());

describe('links prefetch on intent, not in view (decision 63)', () => {
  it('asks for nothing when the link is shown', () => {
    render(<PlainLink href="/zh-CN/checkIn">值机</PlainLink>);
    expect(screen.getByRole('link', { name: '值机' })).toHaveAttribute('href', '/zh-CN/checkIn');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches the page when a pointer enters, the link takes the focus, or a finger touches it', () => {
    const ownFocus = jest.fn();
    render(
      <PlainLink href="/en-US/flightDynamics?dep=CAN" onFocus={ownFocus}>
        Flight status
      </PlainLink>,
    );
    const link = screen.getByRole('link', { name: 'Flight status' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(prefetch.mock.calls).toEqual([
      ['/en-US/flightDynamics?dep=CAN'],
      ['/en-US/flightDynamics?dep=CAN'],
      ['/en-US/flightDynamics?dep=CAN'],
    ]);
    // The link's own handler still runs.
    expect(ownFocus).toHaveBeenCalledTimes(1);
  });

  it('prefetch={false} asks for nothing even on intent; another site is never prefetched', () => {
    render(
      <>
        <PlainLink href="/zh-CN/member/index" prefetch={false}>
          会员
        </PlainLink>
        <PlainLink href="https://example.com/x">外站</PlainLink>
      </>,
    );
    fireEvent.pointerEnter(screen.getByRole('link', { name: '会员' }));
    fireEvent.focus(screen.getByRole('link', { name: '外站' }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('treats only same-site paths as prefetchable', () => {
    expect(samesitePath('/zh-CN')).toBe('/zh-CN');
    expect(samesitePath('//evil.example/x')).toBeNull();
    expect(samesitePath('https://example.com')).toBeNull();
    expect(samesitePath('#top')).toBeNull();
    expect(samesitePath(null)).toBeNull();
  });
});
