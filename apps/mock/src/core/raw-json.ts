// A response body that is already JSON, as UTF-8 bytes. List answers of the sandbox are kept this way
// between requests (see Collection.cachedAnswer), which saves serialising and encoding a page of
// records on every request, most of the cost of `GET /alerts?limit=25`. The engine sends the
// request id as a second chunk instead of copying the page into a new string.
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class RawJson {
  /** `json` must be a serialised JSON object without a `requestId` or an `error` member. */
  readonly bytes: Uint8Array;

  constructor(json: string | Uint8Array) {
    this.bytes = typeof json === 'string' ? encoder.encode(json) : json;
  }

  get text(): string {
    return decoder.decode(this.bytes);
  }

  /** The body as chunks, with a top-level `requestId` appended as `stampRequestId` adds it. */
  withRequestId(requestId: string): Uint8Array[] {
    const member = `"requestId":${JSON.stringify(requestId)}}`;
    // `{}` has no member to put a comma after.
    if (this.bytes.length === 2) return [encoder.encode(`{${member}`)];
    return [this.bytes.subarray(0, this.bytes.length - 1), encoder.encode(`,${member}`)];
  }

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** A body that is not JSON (the control page), sent as it is with its own content type. */
export class RawText {
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}
}

/** A body passed on as the bytes it arrived as, its content type among the answer's headers (the proxy's). */
export class RawBytes {
  constructor(readonly bytes: Uint8Array) {}
}
