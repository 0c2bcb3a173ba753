"""Alternates runs of ListBenchmark (ClewGtk's ListView over a Swift ListModel) and the C baseline
(GtkListView over a GtkStringList through a GtkFilterListModel) on one display, and prints the
medians of what each measures inside itself (first frame, filter to a tenth, scroll frame time)
and of its peak RSS (wait4), with the ratios Clew/C. Then ClewGtk's ListBox at 1,000 and 10,000
rows, for comparison."""
import os
import statistics
import subprocess
import sys

bench, baseline = sys.argv[1], sys.argv[2]
rows = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
figures = ["first_frame_ms", "filter_ms", "scroll_median_ms"]


def run(argv):
    process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        sys.exit(f"{' '.join(argv)} exited with status {status}: {output}")
    values = dict(line.split() for line in output.splitlines() if line.split()[0] in figures)
    result = {name: float(values[name]) for name in figures}
    result["peak_rss_mib"] = usage.ru_maxrss / 1024
    return result


def medians(samples):
    return {name: statistics.median(sample[name] for sample in samples) for name in samples[0]}


commands = {"Clew ListView": [bench, "listview", str(rows)], "C GtkListView": [baseline, str(rows)]}
for argv in commands.values():  # warm caches
    run(argv)
samples = {name: [] for name in commands}
for _ in range(runs):
    for name, argv in commands.items():
        samples[name].append(run(argv))
result = {name: medians(values) for name, values in samples.items()}

print(f"rows: {rows}")
print(f"runs: {runs} each, alternating; medians")
for name, values in result.items():
    print(f"{name}: " + ", ".join(f"{figure} {value:.1f}" for figure, value in values.items()))
clew, c = result["Clew ListView"], result["C GtkListView"]
for figure, label in [("first_frame_ms", "first frame"), ("peak_rss_mib", "peak RSS"), ("filter_ms", "filter"),
                      ("scroll_median_ms", "scroll")]:
    print(f"ratio {label} Clew/C: {clew[figure] / c[figure]:.2f}×")
print(f"memory per row (Clew ListView, peak RSS / rows): {clew['peak_rss_mib'] * 1024 * 1024 / rows:.0f} bytes")

for count in [1_000, 10_000]:
    listbox = medians([run([bench, "listbox", str(count)]) for _ in range(3)])
    listview = medians([run([bench, "listview", str(count)]) for _ in range(3)])
    print(f"ListBox at {count} rows: " + ", ".join(f"{figure} {value:.1f}" for figure, value in listbox.items()))
    print(f"ListView at {count} rows: " + ", ".join(f"{figure} {value:.1f}" for figure, value in listview.items()))
