// Shared Vitest setup for every front-end package: unmount React trees between tests.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
