import { USER_ID_STORAGE_KEY } from '@cairn/shared/user/user-id';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostServicesProvider, useHostServices } from './user-provider';

let adopt: (id: string) => void = () => {};
function Probe() {
  const services = useHostServices();
  adopt = services.adoptUserId;
  return <p data-testid="id">{services.userId}</p>;
}

describe('HostServicesProvider (SPEC §6)', () => {
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the provider writes.
    document.cookie = 'cairn_visitor=; Max-Age=0; Path=/';
  });

  it('creates and stores a user id on first visit', () => {
    render(
      <HostServicesProvider>
        <Probe />
      </HostServicesProvider>,
    );
    const id = screen.getByTestId('id').textContent;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe(id);
  });

  it('adopts the id of the cookie the server set on a first visit, and keeps the cookie on its own id', () => {
    const fromServer = '1b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
    // biome-ignore lint/suspicious/noDocumentCookie: stands in for the server's Set-Cookie.
    document.cookie = `cairn_visitor=${fromServer}; Path=/`;
    render(
      <HostServicesProvider>
        <Probe />
      </HostServicesProvider>,
    );
    expect(screen.getByTestId('id').textContent).toBe(fromServer);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe(fromServer);
    const adopted = '2b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
    act(() => adopt(adopted));
    expect(document.cookie).toContain(`cairn_visitor=${adopted}`);
  });

  it('adopts a valid id the server sends and ignores an invalid one', () => {
    render(
      <HostServicesProvider>
        <Probe />
      </HostServicesProvider>,
    );
    const server = '9b2f3c4d-1e2f-4a5b-8c7d-0123456789ab';
    act(() => adopt('nonsense'));
    expect(screen.getByTestId('id').textContent).not.toBe('nonsense');
    act(() => adopt(server));
    expect(screen.getByTestId('id').textContent).toBe(server);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe(server);
  });
});
