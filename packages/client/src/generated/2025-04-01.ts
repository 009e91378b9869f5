/**
 * GENERATED FILE, DO NOT EDIT.
 * Types of the 2025-04-01 bundle (@dispute-api/spec, spec/dist/2025-04-01.json), written by
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
    "/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alerts
         * @description Lists the caller's pre-chargeback alerts, a page at a time. Paging is by record offset: `offset` counts alerts, not pages, and the pagination object has no `totalPages`. For merchants that use alerts.
         */
        get: operations["listAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/{alertId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an alert
         * @description Returns one alert. For merchants that use alerts.
         */
        get: operations["getAlert"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/{alertId}/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the outcome of an alert
         * @description In the merchant-managed handling model, reports the final outcome of an alert; the service then closes the alert with the issuer, and the alert's `outcome` holds the reported value. The effect on `status` is not shown, so read `status` from the alert rather than deriving it from the outcome.
         */
        post: operations["reportAlertOutcome"];
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
         * @description Lists the caller's disputes as flat items, a page at a time. Paging is by page index: `offset` is the zero-based number of the page, and the pagination object carries `totalPages`. This version has no other filters.
         */
        get: operations["listDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/disputes/{disputeId}": {
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
        /**
         * Get a dispute
         * @description Returns one dispute with its nested transaction, subscription and order.
         */
        get: operations["getDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enrich a dispute
         * @description Adds order and transaction data to an existing dispute. The members of the body and the response are not shown.
         */
        patch: operations["updateDispute"];
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
    "/disputes/{disputeId}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add subscription context to a dispute
         * @description Attaches the subscription behind a dispute. The response is not shown.
         */
        post: operations["addDisputeSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer-communication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit customer communication
         * @description Submits messages exchanged with the customer, for one or more disputes. The response is not shown.
         */
        post: operations["submitCustomerCommunication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data-subject/removal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request removal of a data subject
         * @description Asks the service to remove a data subject's data. The body and the response are not shown.
         */
        post: operations["requestDataSubjectRemoval"];
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
         * @description Lists the caller's webhook registrations. No parameters are shown.
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
    "/platform/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a dispute for a connected account
         * @description Creates a dispute on behalf of a connected merchant account, with snake_case members and optional nested `transaction`, `subscription` and `order` objects, and returns the full dispute.
         */
        post: operations["createPlatformDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connected accounts
         * @description Named in the release history. Its parameters and response are not shown.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Connect a merchant account
         * @description Creates a connected merchant account and returns it with its generated `id`.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update connected accounts
         * @description Named in the release history. Its exact path, parameters, body and response are not shown; it is listed under `/accounts` as the reference's endpoint table groups it.
         */
        patch: operations["updateAccounts"];
        trace?: never;
    };
    "/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connected account
         * @description Returns one connected account, in the same shape as its creation returned it.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List evidence records
         * @description Named in the endpoint table. Its parameters and response are not shown.
         */
        get: operations["listEvidence"];
        put?: never;
        /**
         * Generate evidence
         * @description Asks the service to generate evidence for a connected account, either for an existing dispute (`dispute.dispute_id`) or for a dispute given inline (`dispute.dispute_data`, the same nested model as the body of `POST /platform/disputes`). Returns the evidence record.
         */
        post: operations["createEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/evidence/{evidenceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an evidence record
         * @description Returns one evidence record.
         */
        get: operations["getEvidence"];
        put?: never;
        post?: never;
        delete?: never;
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
         * Service identifier
         * @description A 24-character hexadecimal identifier issued by the service.
         */
        ServiceId: string;
        /**
         * Service or source identifier
         * @description Either a 24-character hexadecimal service identifier or an identifier from the originating source of at most 128 characters.
         */
        ServiceOrSourceId: components["schemas"]["ServiceId"] | string;
        /**
         * Card checks
         * @description Results of the checks run on the card. Each member is a string or null.
         */
        PaymentChecks: {
            /**
             * @description Result of 3-D Secure.
             * @enum {string|null}
             */
            three_d_secure_result?: "passed" | "failed" | null;
            /**
             * @description Address verification result.
             * @enum {string|null}
             */
            avs_results?: "N" | "A" | "Y" | "Z" | null;
            /**
             * @description Check of the first address line.
             * @enum {string|null}
             */
            address_line1_check?: "passed" | "failed" | null;
            /**
             * @description Check of the postal code.
             * @enum {string|null}
             */
            address_zip_check?: "passed" | "failed" | null;
            /**
             * @description Check of the card verification code.
             * @enum {string|null}
             */
            cvc_check?: "passed" | "failed" | null;
        };
        /**
         * Payment method
         * @description How the buyer paid. Every member is nullable. Members marked "card only" apply when `type` is `card`, and those marked "wallet only" when it is `wallet`.
         */
        PaymentMethod: {
            /** @description Name of the holder. */
            name?: string | null;
            /**
             * @description Kind of payment method.
             * @enum {string|null}
             */
            type?: "card" | "wallet" | null;
            /** @description Last four digits of the card. Card only. */
            last4?: string | null;
            /** @description Expiry month of the card. Card only. */
            expiry_month?: number | null;
            /** @description Expiry year of the card. Card only. */
            expiry_year?: number | null;
            /**
             * @description Card brand. Card only.
             * @enum {string|null}
             */
            brand?: "visa" | "mastercard" | "discover" | "amex" | "jcb" | "unionpay" | "diners" | "other" | null;
            /** @description Country that issued the card, as an ISO 3166-1 alpha-2 code. Card only. */
            country?: string | null;
            /**
             * @description Wallet provider. Wallet only.
             * @enum {string|null}
             */
            wallet?: "paypal" | "klarna" | "affirm" | "afterpay" | "sezzle" | "zip" | "venmo" | "apple" | "other" | null;
            /** @description Results of the card checks. Card only. */
            checks?: components["schemas"]["PaymentChecks"] | null;
            /**
             * Format: email
             * @description E-mail address of the wallet. Wallet only.
             */
            wallet_email?: string | null;
            /** @description Identifier of the wallet. Wallet only. */
            wallet_id?: string | null;
        };
        /**
         * Billing address
         * @description Billing address of the buyer. Every member is a nullable string.
         */
        BillingAddress: {
            /** @description Name on the billing address. */
            name?: string | null;
            /** @description First address line. */
            line1?: string | null;
            /** @description Second address line. */
            line2?: string | null;
            /** @description City. */
            city?: string | null;
            /** @description ISO 3166-1 alpha-2 country code. */
            country?: string | null;
            /** @description State or region. No length bound is stated. */
            state?: string | null;
            /** @description Postal code. */
            zip_code?: string | null;
            /** @description Phone number. No length bound is stated. */
            phone?: string | null;
        };
        /**
         * Transaction
         * @description A money exchange between a buyer and a merchant. Every member is optional, and nullable as stated.
         */
        Transaction: {
            /** @description The transaction's service or source identifier. */
            id?: components["schemas"]["ServiceOrSourceId"] | null;
            /** @description Identifier on the originating source. */
            source_id?: string | null;
            /** @description Service account, as a 24-character hexadecimal identifier. */
            account_id?: string | null;
            /** @description Account identifier on the platform. */
            ext_account_id?: string | null;
            /** @description The order's service or source identifier. */
            order_id?: components["schemas"]["ServiceOrSourceId"] | null;
            /** @description The subscription's service or source identifier. */
            subscription_id?: components["schemas"]["ServiceOrSourceId"] | null;
            /**
             * Format: date-time
             * @description When the source created the transaction.
             */
            created_at?: string | null;
            /**
             * @description Payment state of the transaction.
             * @enum {string|null}
             */
            type?: "paid" | "partially_paid" | "refunded" | "partially_refunded" | null;
            /** @description Total after all deductions. */
            amount?: number | null;
            /** @description ISO 4217 currency code, exactly three upper-case letters. */
            currency?: string | null;
            /** @description How the buyer paid, or null. */
            payment_method?: components["schemas"]["PaymentMethod"] | null;
            /** @description The buyer's billing address, or null. */
            billing_address?: components["schemas"]["BillingAddress"] | null;
        };
        /**
         * Network transaction
         * @description The transaction as the card network records it. No other members are allowed.
         */
        NetworkTransaction: {
            /** @description Identifier of the transaction on the card network. */
            id?: string;
            /**
             * Format: date-time
             * @description When the network created the transaction.
             */
            created_at?: string;
            /** @description Total amount. */
            amount?: number;
            /** @description ISO 4217 currency code in upper case. */
            currency?: string;
            /** @description Brand of the card. */
            card_brand?: string;
            /** @description The first 6 to 8 digits of the card number, as a number of 6 to 8 digits. */
            bin?: number;
            /** @description The last four digits of the card number. */
            last4?: string;
            /** @description Approval code issued by the issuing bank. */
            auth_code?: string;
            /** @description Acquirer reference number. */
            arn?: string;
        };
        /**
         * @description State of the alert. The moves between states are not shown.
         * @enum {string}
         */
        AlertStatus: "alerted" | "pending" | "refund_initiated" | "prevented";
        /**
         * @description Final outcome of an alert, as reported with `POST /alerts/{alertId}/outcome`.
         * @enum {string}
         */
        AlertOutcome: "refunded" | "previously_refunded" | "duplicate" | "decline" | "error" | "transaction_not_found";
        /**
         * @description Kind of the alert.
         * @enum {string}
         */
        AlertType: "fraud_warning" | "ethoca" | "cdrn" | "rdr" | "other";
        /**
         * @description Reason given for the alert.
         * @enum {string}
         */
        AlertReason: "fraud" | "processing" | "authorization" | "service";
        /**
         * Alert
         * @description A pre-chargeback alert: a warning of a potential dispute. The merchant can prevent the chargeback by refunding, or wait for escalation; in the merchant-managed handling model the merchant reports the final outcome, and the service closes the alert with the issuer. No members other than those listed appear.
         */
        Alert: {
            /** @description Identifier of the alert. */
            id?: string;
            /** @description Service account the alert belongs to. */
            account_id?: string;
            /** @description Platforms only: the account's identifier on the platform; null when the platform did not set it when it created the merchant. */
            ext_account_id?: string | null;
            /** @description The linked transaction, as its identifier or as the embedded Transaction object. */
            transaction?: string | components["schemas"]["Transaction"];
            /**
             * Format: date-time
             * @description When the alert was created (ISO 8601).
             */
            created_at?: string;
            network_transaction?: components["schemas"]["NetworkTransaction"];
            /**
             * Format: date-time
             * @description When `status` last changed.
             */
            status_date?: string;
            status?: components["schemas"]["AlertStatus"];
            /** @description Descriptor of the merchant the alert belongs to. */
            statement_descriptor?: string;
            /** @description Total amount of the alert. */
            amount?: number;
            /** @description ISO 4217 currency code in upper case. */
            currency?: string;
            /** @description Null until the alert reaches a final outcome, then one of the outcome values. */
            outcome?: components["schemas"]["AlertOutcome"] | null;
            type?: components["schemas"]["AlertType"];
            reason?: components["schemas"]["AlertReason"];
        };
        /**
         * Alert pagination
         * @description Position in the alert list. `offset` is a record offset; there is no `totalPages`.
         */
        AlertPagination: {
            /** @description Number of alerts in the whole list. */
            totalCount: number;
            /** @description Record offset of the first alert of this page. */
            offset: number;
            /** @description Page size used. */
            limit: number;
            /** @description Never present; the alert list reports no number of pages. */
            totalPages?: never;
        };
        /**
         * Alert page
         * @description One page of the caller's alerts, with its position in the whole list.
         */
        AlertList: {
            /** @description The alerts of this page, at most `limit` of them. */
            alerts: components["schemas"]["Alert"][];
            pagination: components["schemas"]["AlertPagination"];
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * Alert invalid request
         * @description The structured 400 body of the operations on one alert. When the alert id is missing the error is `invalid_request_error` with code `missing_alert_id` and message `Alert ID is required`, the alert error table's row; the type, code and message of other invalid requests are not shown.
         */
        AlertInvalidRequestError: components["schemas"]["StructuredError"] & {
            /** @description The invalid request; a code of the alert error table comes with its row's type and message. */
            error?: {
                /** @description Machine-readable reason; `missing_alert_id` comes with the type and message of its row. */
                code?: string;
            };
        };
        /**
         * Alert authentication error
         * @description The structured 401 body of `GET /alerts/{alertId}` and of the outcome report, whose endpoint rows point at the alert error table.
         */
        AlertAuthenticationError: components["schemas"]["StructuredError"] & {
            /** @description The authentication failure, with the type, codes and messages the reference lists. */
            error?: {
                /**
                 * @description Category of the error.
                 * @constant
                 */
                type?: "authentication_error";
                /**
                 * @description Machine-readable reason.
                 * @enum {unknown}
                 */
                code?: "unauthorized" | "invalid_credentials" | "missing_credentials";
                /**
                 * @description Human-readable explanation.
                 * @enum {unknown}
                 */
                message?: "Unauthorized access" | "Authentication credentials are missing or invalid";
            };
        };
        /** @description A body whose shape the reference does not show. Any JSON value is accepted; do not rely on its members. */
        UnspecifiedBody: unknown;
        /**
         * Outcome report
         * @description The final outcome of the alert, which the alert's `outcome` then holds.
         */
        OutcomeReport: {
            outcome: components["schemas"]["AlertOutcome"];
        };
        /**
         * Outcome invalid request
         * @description The structured 400 body of the outcome report: the rows of the alert operations (`missing_alert_id`) and, on this operation only, `invalid_request_error` with code `missing_outcome` and message `Outcome is required` when the body has no `outcome`. The type, code and message of other invalid requests are not shown.
         */
        OutcomeInvalidRequestError: components["schemas"]["AlertInvalidRequestError"] & {
            /** @description The invalid request; a code of the alert error table comes with its row's type and message. */
            error?: {
                /** @description Machine-readable reason; `missing_outcome` comes with the type and message of its row. */
                code?: string;
            };
        };
        /**
         * Alert permission error
         * @description The structured 403 body of the outcome operation when the caller is not entitled to the alert.
         */
        AlertPermissionError: components["schemas"]["StructuredError"] & {
            /** @description The missing entitlement, with the type, codes and messages the reference lists. */
            error?: {
                /**
                 * @description Category of the error.
                 * @constant
                 */
                type?: "permission_error";
                /**
                 * @description Machine-readable reason.
                 * @constant
                 */
                code?: "unauthorized_alert_access";
                /**
                 * @description Human-readable explanation.
                 * @constant
                 */
                message?: "Unauthorized access to alert data";
            };
        };
        /**
         * Alert server error
         * @description The structured 500 body of the outcome report, whose endpoint row points at the alert error table. The 500 body of `GET /alerts/{alertId}` is not shown.
         */
        AlertServerError: components["schemas"]["StructuredError"] & {
            /** @description The server failure, with the type, codes and messages the reference lists. */
            error?: {
                /**
                 * @description Category of the error.
                 * @constant
                 */
                type?: "api_error";
                /**
                 * @description Machine-readable reason.
                 * @enum {unknown}
                 */
                code?: "internal_error" | "server_error" | "account_creation_failed" | "account_retrieval_failed" | "account_update_failed";
                /**
                 * @description Human-readable explanation.
                 * @enum {unknown}
                 */
                message?: "Internal server error" | "An unexpected error occurred" | "Failed to create account" | "Failed to get accounts" | "Failed to update account";
            };
        };
        /** @description A member of the dispute whose type and format are not shown. */
        DisputeField: unknown;
        /** @description The payment processor the dispute comes from, one value of an enumeration of supported processors. The values of that enumeration are not shown. */
        DisputeSource: unknown;
        /** @description A timestamp of the dispute. Its type and format are not shown. */
        DisputeTimestamp: unknown;
        /**
         * @description Reason of the dispute.
         * @enum {string}
         */
        DisputeReason: "fraud" | "not_received" | "not_as_described" | "canceled_recurring_billing" | "duplicate_charge" | "credit_not_processed" | "other";
        /**
         * @description State of the dispute. The moves between states are not shown.
         * @enum {string}
         */
        DisputeStatus: "needs_response" | "under_review" | "won" | "lost";
        /**
         * @description Stage of the dispute process. The moves between stages are not shown.
         * @enum {string}
         */
        DisputeStage: "Chargeback" | "Inquiry" | "Pre_arbitration" | "Arbitration";
        /**
         * Dispute members
         * @description The flat members of a dispute (chargeback), which a list item and a single dispute both carry. The reference does not show the types, formats or nullability of these members beyond the values noted.
         */
        DisputeMembers: {
            /** @description Identifier of the dispute. */
            id?: components["schemas"]["DisputeField"];
            source?: components["schemas"]["DisputeSource"];
            /** @description Identifier of the dispute on its source. */
            source_id?: components["schemas"]["DisputeField"];
            /** @description Service account the dispute belongs to. */
            account_id?: components["schemas"]["DisputeField"];
            /** @description When the dispute was created. */
            created_at?: components["schemas"]["DisputeTimestamp"];
            /** @description Reason of the dispute, one of `DisputeReason`'s values, or null. */
            reason?: components["schemas"]["DisputeReason"] | null;
            /** @description Deadline for responding to the dispute. */
            due_by?: components["schemas"]["DisputeTimestamp"];
            /** @description Disputed amount, a number. */
            amount?: number | null;
            /** @description ISO 4217 currency code. */
            currency?: components["schemas"]["DisputeField"];
            /** @description State of the dispute, one of `DisputeStatus`'s values, or null. */
            status?: components["schemas"]["DisputeStatus"] | null;
            /** @description Stage of the dispute process, one of `DisputeStage`'s values, or null. */
            stage?: components["schemas"]["DisputeStage"] | null;
            /** @description When the dispute was closed. */
            closed_at?: components["schemas"]["DisputeTimestamp"];
        };
        /**
         * Dispute
         * @description A dispute (chargeback) as a list item: flat, with the members of a dispute. Related resources are referenced, not embedded, so a list item nests no `transaction`, `subscription` or `order`; `GET /disputes/{disputeId}` returns them nested.
         */
        Dispute: components["schemas"]["DisputeMembers"] & {
            /** @description Never an embedded transaction; a list item is flat, and the transaction is referenced. */
            transaction?: string | number | boolean | null;
            /** @description Never an embedded subscription; a list item is flat, and the subscription is referenced. */
            subscription?: string | number | boolean | null;
            /** @description Never an embedded order; a list item is flat, and the order is referenced. */
            order?: string | number | boolean | null;
        };
        /**
         * Dispute pagination
         * @description Position in the dispute list. `offset` is a zero-based page index.
         */
        DisputePagination: {
            /** @description Number of disputes in the whole list. */
            totalCount: number;
            /** @description Zero-based index of this page. */
            offset: number;
            /** @description Page size used. */
            limit: number;
            /** @description Number of pages; the last page index is `totalPages - 1`. */
            totalPages: number;
        };
        /**
         * Dispute page
         * @description One page of the caller's disputes as flat items, with its position in the whole list.
         */
        DisputeList: {
            /** @description The disputes of this page, at most `limit` of them. */
            disputes: components["schemas"]["Dispute"][];
            pagination: components["schemas"]["DisputePagination"];
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * No related resource
         * @description What a single dispute may carry in `transaction`, `subscription` or `order` when it has none: any value but an object, since an object there is the nested resource. The reference does not show it.
         */
        NoRelatedResource: null | string | number | boolean | unknown[];
        /** @description A subscription member whose type and allowed values are not shown. */
        SubscriptionField: unknown;
        /**
         * Subscription
         * @description Subscription context of a dispute.
         */
        Subscription: {
            /** @description Identifier of the subscription on its source. */
            source_id: components["schemas"]["SubscriptionField"];
            /** @description When the subscription was created. */
            created_at: components["schemas"]["SubscriptionField"];
            /** @description When the subscription started. */
            start_date: components["schemas"]["SubscriptionField"];
            /**
             * @description Billing period unit.
             * @enum {string}
             */
            frequency: "day" | "week" | "month" | "year";
            /** @description Number of `frequency` units per billing period. */
            frequency_count: components["schemas"]["SubscriptionField"];
            /** @description How payment is collected. */
            collection_method?: components["schemas"]["SubscriptionField"];
            /** @description Pricing model of the subscription. */
            pricing_model?: components["schemas"]["SubscriptionField"];
            /** @description State of the subscription. */
            status?: components["schemas"]["SubscriptionField"];
        };
        /** @description A product member whose type is not shown. */
        OrderProductField: unknown;
        /**
         * Order product
         * @description A product of an order.
         */
        OrderProduct: {
            /** @description Name of the product. */
            name: components["schemas"]["OrderProductField"];
            /** @description Kind of product. */
            type: components["schemas"]["OrderProductField"];
            /** @description Quantity ordered. */
            quantity: components["schemas"]["OrderProductField"];
            /** @description Price of the product. */
            price: components["schemas"]["OrderProductField"];
        };
        /**
         * Order
         * @description The order behind a dispute.
         */
        Order: {
            /** @description The buyer. Its shape is not shown. */
            customer?: unknown;
            /** @description The products of the order. */
            products?: components["schemas"]["OrderProduct"][];
            /** @description Where the order was shipped. Its shape is not shown. */
            shipping_address?: unknown;
            /** @description Fulfillments of the order. Their shape is not shown. */
            fulfillments?: unknown;
        };
        /**
         * Dispute with related resources
         * @description A dispute with its flat members plus the nested `transaction` (a Transaction), `subscription` and `order` objects, which the single-dispute and create responses "additionally carry". How a dispute without one of them shows it (the member left out, null or another value) is not shown; an object in one of these members is that nested object.
         */
        DisputeWithRelated: components["schemas"]["DisputeMembers"] & {
            /** @description The nested transaction of the dispute. */
            transaction?: components["schemas"]["Transaction"] | components["schemas"]["NoRelatedResource"];
            /** @description The nested subscription of the dispute. */
            subscription?: components["schemas"]["Subscription"] | components["schemas"]["NoRelatedResource"];
            /** @description The nested order of the dispute. */
            order?: components["schemas"]["Order"] | components["schemas"]["NoRelatedResource"];
        };
        /**
         * Dispute response
         * @description A dispute with its related resources, as returned by `GET /disputes/{disputeId}` and `POST /platform/disputes`.
         */
        DisputeDetail: components["schemas"]["DisputeWithRelated"] & {
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * Dispute evidence
         * @description Evidence submitted for a dispute, in one of two variants told apart by evidence category. The reference names the categories of each variant but not the members of either.
         */
        DisputeEvidence: Record<string, never> | Record<string, never>;
        /**
         * Customer message
         * @description One message of a customer communication.
         */
        CustomerMessage: {
            /** @description Who sent the message. */
            sender: unknown;
            /** @description When the message was sent. */
            date: unknown;
            /** @description Body of the message as plain text. */
            body_plain_text: unknown;
            /**
             * @description Channel of the message.
             * @enum {string}
             */
            type?: "email" | "chat" | "transcript" | "form" | "sms";
        };
        /**
         * Customer communication
         * @description Messages exchanged with the customer, attached to one or more disputes.
         */
        CustomerCommunication: {
            /** @description Identifier on the originating source. Its type is not shown. */
            source_id: unknown;
            /** @description The disputes the communication belongs to. */
            disputes: string[];
            /** @description The messages. */
            messages: components["schemas"]["CustomerMessage"][];
        };
        /**
         * Webhook registration
         * @description A registration of one event name to one target URL. Compared with 2024-03-18 the list items lost `active` and `version`, so no member has either name.
         */
        Webhook: {
            /** @description Identifier of the registration. */
            id?: string;
            /** @description The event name. In this version it is a plain string with no enumeration; the allowed values are not shown. */
            event?: string;
            /** @description Target URL of the deliveries. */
            url?: string;
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
        /**
         * New dispute
         * @description A dispute created by a platform on behalf of a connected account, with snake_case member names and optional nested `transaction`, `subscription` and `order` objects.
         */
        DisputeCreate: {
            /** @description Identifier of the dispute on its source. */
            source_id: components["schemas"]["DisputeField"];
            /** @description Connected account the dispute belongs to. */
            account_id: components["schemas"]["DisputeField"];
            /** @description When the dispute was created. */
            created_at: components["schemas"]["DisputeTimestamp"];
            reason: components["schemas"]["DisputeReason"];
            /** @description Deadline for responding to the dispute. */
            due_by: components["schemas"]["DisputeTimestamp"];
            /** @description Disputed amount. */
            amount: number;
            /** @description ISO 4217 currency code. */
            currency: components["schemas"]["DisputeField"];
            status: components["schemas"]["DisputeStatus"];
            transaction?: components["schemas"]["Transaction"];
            subscription?: components["schemas"]["Subscription"];
            order?: components["schemas"]["Order"];
        };
        /**
         * @description Whether the connected account is active. The moves between states are not shown.
         * @enum {string}
         */
        AccountStatus: "active" | "inactive";
        /**
         * New connected account
         * @description A merchant account that a platform connects.
         */
        AccountCreate: {
            /** @description Name of the owner. Type and format not shown. */
            owner_name: unknown;
            /** @description Name of the business. Type and format not shown. */
            business_name: unknown;
            /** @description Web address of the business. Type and format not shown. */
            business_url: unknown;
            /** @description E-mail address of the account. Type and format not shown. */
            email: unknown;
            status?: components["schemas"]["AccountStatus"];
        };
        /**
         * Connected account
         * @description A platform-connected merchant account. The create and read responses have the same shape; of it, only the generated `id` and the `status` are shown.
         */
        Account: {
            /** @description Identifier generated by the service. */
            id: unknown;
            status: components["schemas"]["AccountStatus"];
            requestId: components["schemas"]["RequestId"];
        };
        /**
         * Evidence request
         * @description Asks the service to generate evidence for an existing dispute or for a dispute given inline.
         */
        EvidenceCreate: {
            /** @description Connected account the evidence is for. */
            account_id: unknown;
            /** @description Either a reference to an existing dispute or the full dispute inline. */
            dispute: {
                /** @description Identifier of an existing dispute. */
                dispute_id: unknown;
            } | {
                dispute_data: components["schemas"]["DisputeCreate"];
            };
        };
        /**
         * @description Generation state of an evidence record. The moves between states are not shown.
         * @enum {string}
         */
        EvidenceStatus: "in_progress" | "completed" | "error";
        /**
         * Evidence record
         * @description Evidence generated by the service for a dispute.
         */
        EvidenceRecord: {
            /** @description Identifier of the record. */
            id?: unknown;
            status?: components["schemas"]["EvidenceStatus"];
            /** @description Where the generated file can be fetched. */
            file_url?: unknown;
            /** @description Version of the generated file. */
            file_version?: unknown;
            /** @description The dispute, as its identifier or as the full nested dispute object. */
            dispute?: string | components["schemas"]["DisputeWithRelated"];
            requestId: components["schemas"]["RequestId"];
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
        /** @description Missing or invalid credentials or a bad signature, in the structured format that the alert operations use for 401. Authentication failures are also said to answer 403 today and 401 not to be returned yet, so a client handles both. The reference gives this operation no row of the alert error table, so the type, code and message of this 401 are not shown. Not safe to retry unchanged. */
        StructuredUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["StructuredError"];
            };
        };
        /** @description Invalid request. When the alert id is missing the code is `missing_alert_id`; on the outcome operation, when `outcome` is missing, the code is `missing_outcome`. Not safe to retry unchanged. */
        AlertBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AlertInvalidRequestError"];
            };
        };
        /** @description Missing or invalid credentials or a bad signature, in the structured format. The alert operations list this status, while authentication failures are also said to answer 403 today and 401 not to be returned yet, so a client handles both. Not safe to retry unchanged. */
        AlertUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AlertAuthenticationError"];
            };
        };
        /** @description The key is missing, invalid or revoked, or the key has no access to this resource. The body of this 403 is not shown. Not safe to retry unchanged. */
        UnshownForbidden: {
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
        /** @description Unexpected server error. The body of this 500 is not shown. Safe to retry with backoff. GET requests are always safe to repeat; before repeating a POST, check whether it took effect (idempotency of writes is not shown). */
        UnshownServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnspecifiedBody"];
            };
        };
        /** @description Invalid request: `missing_alert_id` when the alert id is missing, `missing_outcome` when the body has no `outcome`. Not safe to retry unchanged. */
        OutcomeBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OutcomeInvalidRequestError"];
            };
        };
        /** @description The key is missing, invalid or revoked (simple format), or the caller is not entitled to the alert (structured `permission_error` with code `unauthorized_alert_access`). Not safe to retry unchanged. */
        OutcomeForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AlertPermissionError"] | components["schemas"]["SimpleError"];
            };
        };
        /** @description Unexpected server error. Safe to retry with backoff. GET requests are always safe to repeat; before repeating a POST, check whether it took effect (idempotency of writes is not shown). */
        AlertServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AlertServerError"];
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
    };
    parameters: {
        /** @description Record offset: the number of alerts to skip. To page, add `limit` to it after each page; stop once `totalCount` alerts are read or a page comes back empty. Adding 1 instead returns the same alerts shifted by one row. */
        AlertOffset: number;
        /** @description Page size, from 1 to 100. */
        Limit: number;
        /**
         * @description Identifier of the alert.
         * @example 6601a7c3e4b0c1d2e3f40a11
         */
        AlertId: string;
        /** @description Zero-based page index, not a record offset. To page, add 1 to it after each page; stop when the next index would reach `totalPages`. */
        DisputeOffset: number;
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
        /**
         * @description Identifier of the connected account.
         * @example 6604d3f6e4b0c1d2e3f43e55
         */
        AccountId: string;
        /**
         * @description Identifier of the evidence record.
         * @example 6605e4a7e4b0c1d2e3f44f66
         */
        EvidenceId: string;
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
    listAlerts: {
        parameters: {
            query?: {
                /** @description Record offset: the number of alerts to skip. To page, add `limit` to it after each page; stop once `totalCount` alerts are read or a page comes back empty. Adding 1 instead returns the same alerts shifted by one row. */
                offset?: components["parameters"]["AlertOffset"];
                /** @description Page size, from 1 to 100. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["StructuredUnauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    getAlert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the alert.
                 * @example 6601a7c3e4b0c1d2e3f40a11
                 */
                alertId: components["parameters"]["AlertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alert"];
                };
            };
            400: components["responses"]["AlertBadRequest"];
            401: components["responses"]["AlertUnauthorized"];
            403: components["responses"]["UnshownForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["UnshownServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    reportAlertOutcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the alert.
                 * @example 6601a7c3e4b0c1d2e3f40a11
                 */
                alertId: components["parameters"]["AlertId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutcomeReport"];
            };
        };
        responses: {
            /** @description Accepted. No body. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["OutcomeBadRequest"];
            401: components["responses"]["AlertUnauthorized"];
            403: components["responses"]["OutcomeForbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["AlertServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                /** @description Zero-based page index, not a record offset. To page, add 1 to it after each page; stop when the next index would reach `totalPages`. */
                offset?: components["parameters"]["DisputeOffset"];
                /** @description Page size, from 1 to 100. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of disputes. */
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
    getDispute: {
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
        requestBody?: never;
        responses: {
            /** @description The dispute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
        };
    };
    updateDispute: {
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
                "application/json": components["schemas"]["UnspecifiedBody"];
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
    addDisputeSubscription: {
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
                "application/json": components["schemas"]["Subscription"];
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
    submitCustomerCommunication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCommunication"];
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
    requestDataSubjectRemoval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Not shown: neither its members nor whether the request has a body, so the contract does not require one. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UnspecifiedBody"];
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
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registrations. */
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
    createPlatformDispute: {
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
            /** @description The created dispute. Which status within 2XX is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisputeDetail"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            "2XX": components["responses"]["UnspecifiedSuccess"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            /** @description The created account, in the same shape as `GET /accounts/{accountId}` returns. Which status within 2XX is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    updateAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Not shown: neither its members nor whether the request has a body, so the contract does not require one. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UnspecifiedBody"];
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
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the connected account.
                 * @example 6604d3f6e4b0c1d2e3f43e55
                 */
                accountId: components["parameters"]["AccountId"];
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
            /** @description The account. Which status within 2XX is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    listEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            "2XX": components["responses"]["UnspecifiedSuccess"];
        };
    };
    createEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvidenceCreate"];
            };
        };
        responses: {
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            502: components["responses"]["BadGateway"];
            /** @description The evidence record. Which status within 2XX is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvidenceRecord"];
                };
            };
        };
    };
    getEvidence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the evidence record.
                 * @example 6605e4a7e4b0c1d2e3f44f66
                 */
                evidenceId: components["parameters"]["EvidenceId"];
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
            /** @description The evidence record. Which status within 2XX is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvidenceRecord"];
                };
            };
        };
    };
}
