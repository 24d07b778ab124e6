import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, lastObserver } from '../internal/fake-intersection-observer';
import { NEAR_VIEWPORT_MARGIN_PX, NearViewport } from './near-viewport';

function renderSection() {
  return render(
    <>
      <button type="button">Above</button>
      <NearViewport reserve="20rem">
        <section aria-label="Winners">
          <a href="#winner">A winner</a>
        </section>
      </NearViewport>
    </>,
  );
}

describe('NearViewport', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the room and renders nothing until the content comes within the margin of the screen', () => {
    const { container } = renderSection();
    expect(screen.queryByRole('region', { name: 'Winners' })).not.toBeInTheDocument();
    const placeholder = container.querySelector('[data-near-viewport="waiting"]');
    expect(placeholder).toHaveStyle({ minHeight: '20rem' });
    expect(lastObserver().options.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);

    lastObserver().intersect(false);
    expect(screen.queryByRole('region', { name: 'Winners' })).not.toBeInTheDocument();
    lastObserver().intersect(true);
    expect(screen.getByRole('region', { name: 'Winners' })).toBeInTheDocument();
    expect(container.querySelector('[data-near-viewport]')).toBeNull();
  });

  it('keeps the content once rendered, and stops observing', () => {
    renderSection();
    const observer = lastObserver();
    observer.intersect(true);
    expect(observer.observing).toBe(false);
    expect(screen.getByRole('region', { name: 'Winners' })).toBeInTheDocument();
  });

  it('renders everything at the first Tab press, so the keyboard reaches it in order', async () => {
    renderSection();
    const user = userEvent.setup();
    await user.keyboard('{Shift>}a{/Shift}');
    expect(screen.queryByRole('region', { name: 'Winners' })).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'A winner' })).toHaveFocus();
  });

  it('renders everything before the page is printed', () => {
    renderSection();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByRole('region', { name: 'Winners' })).toBeInTheDocument();
  });

  it('keeps the room while lazy content downloads, so that what follows stays out of reach', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Lottery = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    const { container } = render(
      <NearViewport reserve="20rem">
        <Lottery />
      </NearViewport>,
    );
    lastObserver().intersect(true);
    expect(container.querySelector('[data-near-viewport]')).toHaveStyle({ minHeight: '20rem' });
    act(() => {
      arrive({ default: () => <section aria-label="Lotteries" /> });
    });
    expect(await screen.findByRole('region', { name: 'Lotteries' })).toBeInTheDocument();
    expect(container.querySelector('[data-near-viewport]')).toBeNull();
  });

  it('renders at once where the browser cannot observe intersections', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection();
    expect(screen.getByRole('region', { name: 'Winners' })).toBeInTheDocument();
  });
});
