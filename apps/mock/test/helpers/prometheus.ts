// A scrape of the mock's metrics, parsed with parse-prometheus-text-format (not by pattern): the
// families by name, each sample's labels and value. That parser reads counters and gauges with
// labels, but folds a histogram's labelled series into one (it handles unlabelled histograms only),
// so the tests read histograms from prom-client's registry instead (`getMetricsAsJSON`).
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  /** The families' names, each with its type as the text says it (`COUNTER`, `HISTOGRAM`, …). */
  types: Map<string, string>;
  /** The samples of a counter or gauge family; [] when it has none. */
  readonly samples: (name: string) => Sample[];
  /** The value of a family's sample whose labels include `labels`; 0 when there is none yet. */
  readonly value: (name: string, labels?: Record<string, string>) => number;
}

export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  if (!res.headers.get('content-type')?.startsWith('text/plain; version=0.0.4'))
    throw new Error(`${url} answered ${res.headers.get('content-type')}`);
  const families = parsePrometheusTextFormat(await res.text());
  const samples = (name: string): Sample[] =>
    (families.find((f) => f.name === name)?.metrics ?? []).map((m) => ({
      labels: m.labels ?? {},
      value: Number(m.value),
    }));
  return {
    types: new Map(families.map((f) => [f.name, f.type])),
    samples,
    value: (name, labels = {}) =>
      samples(name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value ?? 0,
  };
}
