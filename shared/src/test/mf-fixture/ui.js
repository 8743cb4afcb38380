// A shared library that imports the other one (like react-query imports react).
import { identity } from 'fixture-base';

globalThis.fixtureLoads = [...(globalThis.fixtureLoads ?? []), 'ui'];
export const baseSeenByUi = identity;
