// The resolver moved to @dispute-api/openapi-model, which new code imports; this subpath stays so that
// imports by its old name keep working (removing a published export would be a major release).
export { derefStrict, parsePointer, refResolver } from '@dispute-api/openapi-model';
