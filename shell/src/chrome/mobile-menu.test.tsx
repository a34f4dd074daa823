import { act, fireEvent, screen } from '@testing-library/react';
import { renderShell } from '../test-support/render-shell';
import { MobileMenu } from './mobile-menu.component';
import { SIDEBAR_LINKS } from './sidebar-links';

describe('mobile menu', () => {
  beforeEach(() => history.replaceState(null, '', '/app/docs/'));

  it('lists the sidebar links, settings only for a signed-in teacher', () => {
    const visitor = renderShell(<MobileMenu close={jest.fn()} loggedIn={false} />);
    const pages = () =>
      screen.getAllByRole('link').map((link) => link.getAttribute('data-page') ?? '');
    expect(pages()).toEqual(SIDEBAR_LINKS.filter((link) => !link.loggedInOnly).map((l) => l.page));
    expect(screen.getByRole('link', { name: 'My documents' }).getAttribute('aria-current')).toBe(
      'page',
    );
    visitor.unmount();

    renderShell(<MobileMenu close={jest.fn()} loggedIn />);
    expect(pages()).toEqual(SIDEBAR_LINKS.map((link) => link.page));
  });

  it('closes once a link has moved to another page', () => {
    const close = jest.fn();
    renderShell(<MobileMenu close={close} loggedIn />);
    expect(close).not.toHaveBeenCalled();
    act(() => {
      history.pushState(null, '', '/app/ready/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(close).toHaveBeenCalled();
  });

  it('the current page’s link only closes the menu', () => {
    const close = jest.fn();
    renderShell(<MobileMenu close={close} loggedIn />);
    const click = fireEvent.click(screen.getByRole('link', { name: 'My documents' }));
    expect(click).toBe(false);
    expect(close).toHaveBeenCalled();
  });
});
