// Offline entity recognition and resolution for English news text.
export { type EntitiesLine, entitiesForLine } from './cli-entities';
export { type PlaceCandidate, placeCandidates, warmGazetteer } from './gazetteer';
export {
  type EntityMention,
  type RecognizeOptions,
  recognizeEntities,
  warmEntityRecognizer,
} from './recognize-entities';
export {
  canonicalKey,
  type ResolvedEntity,
  type ResolvedLocation,
  resolveEntities,
} from './resolve-entities';
