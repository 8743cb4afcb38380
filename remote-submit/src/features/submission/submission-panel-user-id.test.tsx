// The submission panel adopting the user id the server reports (SPEC §6).
import { describe, expect, it } from 'vitest';
import { makeTask, OTHER_USER_ID, TASK_ID } from '../../test/fixtures';
import {
  ARTICLE_URL,
  advance,
  fakeServer,
  renderPanel,
  setupSubmissionPanelTests,
  submitInput,
} from './test/submission-panel-test-kit';

setupSubmissionPanelTests();

describe('user id (SPEC §6)', () => {
  it('adopts a different user_id returned by the seed', async () => {
    fakeServer({
      seed: () => ({ status: 202, body: { task_id: TASK_ID, status: 'pending', user_id: OTHER_USER_ID } }),
    });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    expect(host.adoptUserId).toHaveBeenCalledWith(OTHER_USER_ID);
  });

  it('adopts a different user_id reported by a polled task', async () => {
    fakeServer({ task: () => makeTask({ status: 'extracting', user_id: OTHER_USER_ID }) });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    expect(host.adoptUserId).not.toHaveBeenCalled();
    await advance(1_000);
    expect(host.adoptUserId).toHaveBeenCalledWith(OTHER_USER_ID);
  });

  it('adopts nothing when the server agrees', async () => {
    fakeServer({ task: () => makeTask({ status: 'extracting' }) });
    const { host } = renderPanel();
    await submitInput(ARTICLE_URL);
    await advance(2_000);
    expect(host.adoptUserId).not.toHaveBeenCalled();
  });
});
