export { derefStrict, parsePointer, refResolver, type RefResolver } from '@dispute-api/openapi-model';
