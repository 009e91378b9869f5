// Where each record of a collection stands in its list, found without a scan of the list. A record
// gets a place when it joins the list and keeps it: the shared list's records their index there
// (read from the shared index, which is never copied), prepended records places before the first
// (-1, -2, …), appended ones places after the last. Places only ever grow outwards, so their order
// is the list's order, and a record's index in the list is its place, plus the records prepended
// since, less the removed places before it: those are kept sorted, and a binary search counts them.

export class Places {
  /** The places of the records this collection added (the shared ones are in `shared`). */
  private readonly own = new Map<string, number>();
  /** The places of removed records, ascending. */
  private readonly removed: number[] = [];
  private prepended = 0;
  private nextAppended: number;

  constructor(
    private readonly shared: ReadonlyMap<string, number>,
    sharedLength: number,
  ) {
    this.nextAppended = sharedLength;
  }

  /** The index in the list of the record with `id`, which the list must hold. */
  indexOf(id: string): number {
    const place = this.placeOf(id);
    return place + this.prepended - this.removedBefore(place);
  }

  prepend(id: string): void {
    this.own.set(id, -++this.prepended);
  }

  append(id: string): void {
    this.own.set(id, this.nextAppended++);
  }

  /** Gives up the place of the record with `id`, which the list must hold; returns the index it had. */
  remove(id: string): number {
    const place = this.placeOf(id);
    const before = this.removedBefore(place);
    this.removed.splice(before, 0, place);
    this.own.delete(id);
    return place + this.prepended - before;
  }

  /** The place of the record with `id`, which the list must hold. */
  placeOf(id: string): number {
    return this.own.get(id) ?? this.shared.get(id)!;
  }

  /** How many removed places come before `place`. */
  private removedBefore(place: number): number {
    let low = 0;
    let high = this.removed.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.removed[middle]! < place) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
