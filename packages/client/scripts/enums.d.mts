export interface EnumList {
  /** The exported constant, e.g. `ALERT_OUTCOMES`. */
  constant: string;
  /** The enumeration it lists: a schema (`AlertOutcome`) or a schema's property (`PaymentMethod.brand`). */
  source: string;
  values: unknown[];
  /** The generated type it lists in full, over the entry module's `Schemas`. */
  type: string;
}
export declare function enumLists(bundle: object): EnumList[];
export declare function enumCode(lists: EnumList[]): string;
