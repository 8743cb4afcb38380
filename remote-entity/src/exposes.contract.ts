// Compile-time proof that each exposed screen takes its contract props (see vite.config.ts exposes).
import type { Accepts } from '@cairn/shared/contracts/accepts';
import type EntityProfile from './features/profile/entity-profile';

export const exposesMatchContracts: [Accepts<'entity/EntityProfile', typeof EntityProfile>] = [true];
