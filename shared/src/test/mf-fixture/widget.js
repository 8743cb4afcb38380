// The fixture remote's exposed module: which copy of each shared library it was given.
import base, { identity } from 'fixture-base';
import { baseSeenByUi } from 'fixture-ui';

export default function Widget() {
  return 'widget';
}
export const seen = { base: identity, ui: baseSeenByUi, defaultExport: base };
