import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_MAX_MS,
  NOTICE_DEFAULT_MS,
  NoticeProvider,
  TOAST_LONG_MS,
  TOAST_SHORT_MS,
  useNotice,
  type NoticeApi,
} from './notice';

let api: NoticeApi | undefined;
function Grab({ onApi }: { onApi: (notices: NoticeApi) => void }) {
  const notices = useNotice();
  useEffect(() => onApi(notices), [notices, onApi]);
  return null;
}
function notices(): NoticeApi {
  if (!api) throw new Error('no provider');
  return api;
}

describe('the notice system', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <NoticeProvider>
        <Grab
          onApi={(notices) => {
            api = notices;
          }}
        />
      </NoticeProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success notice for 1.5 s by default', () => {
    act(() => {
      notices().success('Changes saved');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Changes saved');
    act(() => {
      vi.advanceTimersByTime(NOTICE_DEFAULT_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Changes saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces a failure assertively, for the duration asked', () => {
    act(() => {
      notices().fail('Invalid invitation code', { duration: 1000 });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid invitation code');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps a loading notice until hidden, at most its maximum', () => {
    let id = 0;
    act(() => {
      id = notices().loading('Please wait…');
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    act(() => {
      notices().hide(id);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => {
      notices().loading('Sending SMS…');
    });
    act(() => {
      vi.advanceTimersByTime(LOADING_MAX_MS);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('replaces the loading notice with the result, and an old id hides nothing new', () => {
    let loadingId = 0;
    act(() => {
      loadingId = notices().loading('Please wait…', { duration: Number.POSITIVE_INFINITY });
    });
    act(() => {
      notices().success('SMS sent');
    });
    act(() => {
      notices().hide(loadingId);
    });
    expect(screen.getByRole('status')).toHaveTextContent('SMS sent');
  });

  it('offers the SHORT 3 s and LONG 8 s toast durations', () => {
    expect([TOAST_SHORT_MS, TOAST_LONG_MS]).toEqual([3000, 8000]);
    act(() => {
      notices().info('Please log in first', { duration: TOAST_SHORT_MS });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_SHORT_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Please log in first');
  });
});
