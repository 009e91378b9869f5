// A response body that is already JSON, as UTF-8 bytes. List answers of the stateful mode are kept
// this way between requests (see Collection.cachedAnswer), which saves serialising and encoding a
// page of records on every request, most of the cost of `GET /alerts?limit=25`. The pipeline sends
// the request id as a second chunk instead of copying the page into a new string.
export class RawJson {
  /** `json` must be a serialised JSON object without a `requestId` or an `error` member. */
  readonly bytes: Buffer;

  constructor(json: string | Buffer) {
    this.bytes = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  }

  get text(): string {
    return this.bytes.toString('utf8');
  }

  /** The body as chunks, with a top-level `requestId` appended as `stampRequestId` adds it. */
  withRequestId(requestId: string): Buffer[] {
    const member = `"requestId":${JSON.stringify(requestId)}}`;
    // `{}` has no member to put a comma after.
    if (this.bytes.length === 2) return [Buffer.from(`{${member}`, 'utf8')];
    return [this.bytes.subarray(0, this.bytes.length - 1), Buffer.from(`,${member}`, 'utf8')];
  }

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
