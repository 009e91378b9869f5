/**
 * GENERATED FILE, DO NOT EDIT.
 * Types of the 2024-03-18 bundle (@dispute-api/spec, spec/dist/2024-03-18.json), written by
 * packages/client/scripts/generate.mjs with openapi-typescript 7.13.0.
 * After a spec change run `pnpm --filter @dispute-api/client generate`; `lint` fails while this is stale.
 */

export interface paths {
    "/health-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check service health
         * @description Answers the bare JSON string `"OK"` while the service is up. No key is needed, and none is checked.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health-check/access-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the access key
         * @description Answers `"OK"` when the `x-api-key` header carries a valid, active Access Key, and 403 with the simple error format when the key is missing, invalid or revoked. Use it to tell a key problem from a signature or entitlement problem. When it answers 403, check that the header is spelled `x-api-key`, that no proxy between the caller and the service strips it, and that it carries the Access Key, not the Secret Key (which is never sent in this header). When it answers 200 but another operation answers 403, the cause is a signature mismatch or a missing entitlement of the account (read access to alerts and disputes is enabled per account).
         */
        get: operations["checkAccessKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List disputes
         * @description Lists the caller's disputes, narrowed by optional filters, with the total count and whether more disputes exist. The paging parameters of this version are not shown.
         */
        get: operations["listDisputes"];
        put?: never;
        /**
         * Create a dispute
         * @description Creates a dispute from a flat payload with camelCase member names, for merchants and platforms alike. Removed in 2025-04-01, where platforms create disputes with `POST /platform/disputes`. The payload members and the response are not shown.
         */
        post: operations["createDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{disputeId}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit evidence for a dispute
         * @description Submits evidence in one of two variants: documents (`tracking_information`, `customer_communication` or `invoice`) or additional material (`additional_evidence` or `additional_notes`). The members of each variant and the response are not shown.
         */
        post: operations["submitDisputeEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook registrations
         * @description Lists the caller's webhook registrations. In this version each one carries `active` and `version`, and its `event` is one of the event names of this version. No parameters are shown.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Registers one event name for one target URL; register several times for several events. The response is not shown. Event payloads, which operation or condition sends which event, and delivery retries are not shown either.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook registration
         * @description Removes one registration. The response is not shown.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The bare JSON string `"OK"`.
         * @constant
         */
        HealthOk: "OK";
        /** @description Identifier of the request, for support and debugging. The reference says every response carries it as a `requestId` field but shows neither its format nor where it sits in each body. */
        RequestId: unknown;
        /**
         * Structured error
         * @description The structured error format: an `error` object with a machine-readable `type` and `code`, a human-readable `message`, and an optional `request_id` for debugging.
         */
        StructuredError: {
            /** @description What went wrong. */
            error: {
                /** @description Category of the error. */
                type: string;
                /** @description Machine-readable reason. Codes outside the alert operations are not shown. */
                code: string;
                /** @description Human-readable explanation. */
                message: string;
                /** @description Identifier of the request, for debugging. Optional. */
                request_id?: unknown;
            };
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * Simple error
         * @description The simple error format, `{message}`, used for authentication and authorization failures: for example a 403 whose message is exactly `Forbidden`, or a message naming the absent `x-api-key` header.
         */
        SimpleError: {
            /** @description Human-readable explanation. */
            message: string;
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * Dispute
         * @description A dispute as an item of this version's list. Its members are not shown.
         */
        DisputeListItem: unknown;
        /**
         * Dispute list
         * @description One answer of the dispute list: the total number of matching disputes, whether more exist, and the disputes of this answer. The reference names the three members; it does not show their types, nor which of them every answer carries.
         */
        DisputeList: {
            /** @description Number of disputes that match the filters. */
            totalCount?: unknown;
            /** @description Whether more disputes exist beyond this answer. */
            hasMore?: unknown;
            /** @description The disputes, the list that `disputes` holds in 2025-04-01. */
            data?: components["schemas"]["DisputeListItem"][];
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * New dispute
         * @description A dispute to create, as a flat payload with camelCase member names. Its members are not shown; the reason enumeration of this version is larger than that of 2025-04-01, and its values are not shown either.
         */
        DisputeCreate: Record<string, never>;
        /** @description A body whose shape the reference does not show. Any JSON value is accepted; do not rely on its members. */
        UnspecifiedBody: unknown;
        /**
         * Dispute evidence
         * @description Evidence submitted for a dispute, in one of two variants told apart by evidence category. The reference names the categories of each variant but not the members of either.
         */
        DisputeEvidence: Record<string, never> | Record<string, never>;
        /**
         * Webhook event
         * @description An event name of this version; `*` stands for all events.
         * @enum {string}
         */
        WebhookEvent: "webhook.test" | "dispute.created" | "evidence.ready" | "evidence.error" | "alerts.created" | "alerts.updated" | "alerts.transaction.linked" | "*";
        /**
         * Webhook registration
         * @description A registration of one event name to one target URL, with its `active` and `version` members.
         */
        Webhook: {
            /** @description Identifier of the registration. */
            id?: string;
            event?: components["schemas"]["WebhookEvent"];
            /** @description Target URL of the deliveries. */
            url?: string;
            /** @description Whether the registration is active. Its type is not shown. */
            active?: unknown;
            /** @description A version attached to the registration. Its type and meaning are not shown. */
            version?: unknown;
        };
        /**
         * Webhook registrations
         * @description The caller's webhook registrations.
         */
        WebhookList: {
            /** @description Whether the listing succeeded. */
            success: boolean;
            /** @description The registrations, one per event name and URL. */
            data: components["schemas"]["Webhook"][];
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * New webhook registration
         * @description One event name and one target URL per registration. The body is the same in 2024-03-18 and 2025-04-01. The names known in 2024-03-18 are `webhook.test`, `dispute.created`, `evidence.ready`, `evidence.error`, `alerts.created`, `alerts.updated`, `alerts.transaction.linked` and `*` (all events). Both members are required: the reference shows the body as `{event, url}`, a registration being "one event name per registration, plus a target `url`".
         */
        WebhookCreate: {
            /** @description One event name. */
            event: string;
            /** @description Target URL of the deliveries. */
            url: string;
        };
    };
    responses: {
        /** @description Rate limit exceeded. Safe to retry after waiting: for `Retry-After` seconds when the header is present, otherwise with exponential backoff and jitter. The numeric limit, its window and its scope are not shown. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StructuredError"];
            };
        };
        /** @description Unexpected server error. Safe to retry with backoff. GET requests are always safe to repeat; before repeating a POST, check whether it took effect (idempotency of writes is not shown). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StructuredError"];
            };
        };
        /** @description Temporary gateway or upstream issue. Safe to retry with backoff. GET requests are always safe to repeat; before repeating a POST, check whether it took effect (idempotency of writes is not shown). */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StructuredError"];
            };
        };
        /** @description Authentication or authorization failed: the key is missing, invalid or revoked, the signature or headers are malformed, or the key has no access to this resource (read access to alerts and disputes is enabled per account). If `GET /health-check/access-key` answers 200 while this operation answers 403, the cause is a signature mismatch or a missing entitlement. Authentication and authorization failures use the simple format `{message}`, and they answer 403 today: 401 is not returned yet, and only the alert operations document it. Not safe to retry unchanged. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["SimpleError"];
            };
        };
        /** @description Malformed JSON, a parameter or field of the wrong type, or a missing field or parameter. Not safe to retry unchanged. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StructuredError"];
            };
        };
        /** @description Success. The reference shows neither the status code within 2XX nor the body. */
        UnspecifiedSuccess: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnspecifiedBody"];
            };
        };
        /** @description Wrong URL or identifier, or the resource was deleted. Not safe to retry unchanged. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StructuredError"];
            };
        };
    };
    parameters: {
        /** @description Lower bound of the dispute's creation time. The reference names this filter without its type, format or semantics. */
        DateCreatedFrom: unknown;
        /** @description Upper bound of the dispute's creation time. The reference names this filter without its type, format or semantics. */
        DateCreatedTo: unknown;
        /** @description Lower bound of the disputed amount. The reference names this filter without its type, format or semantics. */
        AmountFrom: unknown;
        /** @description Upper bound of the disputed amount. The reference names this filter without its type, format or semantics. */
        AmountTo: unknown;
        /** @description Filter by dispute status names. The reference names this filter without its type, format or semantics. */
        StatusNames: unknown;
        /** @description Filter by dispute reason. The reference names this filter without its type, format or semantics. */
        Reason: unknown;
        /** @description Filter by payment processor names. The reference names this filter without its type, format or semantics. */
        ProcessorNames: unknown;
        /**
         * @description Identifier of the dispute.
         * @example 6602b1d4e4b0c1d2e3f41c33
         */
        DisputeId: string;
        /**
         * @description Identifier of the webhook registration.
         * @example 6603c2e5e4b0c1d2e3f42d44
         */
        WebhookId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before repeating the request. The header may be absent; without it, wait with exponential backoff and jitter.
         * @example 1
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthOk"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    checkAccessKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is valid and active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthOk"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                /** @description Lower bound of the dispute's creation time. The reference names this filter without its type, format or semantics. */
                dateCreatedFrom?: components["parameters"]["DateCreatedFrom"];
                /** @description Upper bound of the dispute's creation time. The reference names this filter without its type, format or semantics. */
                dateCreatedTo?: components["parameters"]["DateCreatedTo"];
                /** @description Lower bound of the disputed amount. The reference names this filter without its type, format or semantics. */
                amountFrom?: components["parameters"]["AmountFrom"];
                /** @description Upper bound of the disputed amount. The reference names this filter without its type, format or semantics. */
                amountTo?: components["parameters"]["AmountTo"];
                /** @description Filter by dispute status names. The reference names this filter without its type, format or semantics. */
                statusNames?: components["parameters"]["StatusNames"];
                /** @description Filter by dispute reason. The reference names this filter without its type, format or semantics. */
                reason?: components["parameters"]["Reason"];
                /** @description Filter by payment processor names. The reference names this filter without its type, format or semantics. */
                processorNames?: components["parameters"]["ProcessorNames"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching disputes. The reference's endpoint table, with its 200, is for 2025-04-01; its list of changes names this answer's members only, so the status is read as unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    createDispute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeCreate"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            "2XX": components["responses"]["UnspecifiedSuccess"];
        };
    };
    submitDisputeEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the dispute.
                 * @example 6602b1d4e4b0c1d2e3f41c33
                 */
                disputeId: components["parameters"]["DisputeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeEvidence"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            "2XX": components["responses"]["UnspecifiedSuccess"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registrations. The reference's endpoint table, with its 200, is for 2025-04-01; its list of changes names this answer's items only, so the status is read as unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            "2XX": components["responses"]["UnspecifiedSuccess"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the webhook registration.
                 * @example 6603c2e5e4b0c1d2e3f42d44
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            "2XX": components["responses"]["UnspecifiedSuccess"];
        };
    };
}
