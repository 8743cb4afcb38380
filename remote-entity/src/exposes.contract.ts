// Compile-time proof that this remote has a component for each of its screens in the screen table
// (@cairn/shared/contracts/screens, which its vite.config.ts exposes) and that each takes its contract props.
import type { ExposesAccept } from '@cairn/shared/contracts/accepts';
import type EntityProfile from './features/profile/entity-profile';

export const exposesMatchContracts: ExposesAccept<
  'entity',
  { 'entity/EntityProfile': typeof EntityProfile }
> = {
  'entity/EntityProfile': true,
};
