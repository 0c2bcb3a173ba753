"""Alternates runs of clew-demo --exit-after-first-frame on each toolkit (plain GTK, libadwaita), the
same started by a deep link (Home ▸ Profile with the paywall presented), and the C baselines (plain
GTK, libadwaita) on one display, and prints median wall time and peak RSS (per process, from wait4)
for each, and the ratios of each toolkit to its own baseline."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

demo, baseline, baseline_adwaita, stylesheet = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
runs = int(sys.argv[5]) if len(sys.argv) > 5 else 20


# A state home of its own: a plain start must not restore the person's saved navigation.
environment = dict(os.environ, XDG_STATE_HOME=tempfile.mkdtemp())


def run(argv):
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{argv[0]} exited with status {status}")
    return elapsed * 1000, usage.ru_maxrss / 1024  # ms, MiB


commands = {
    "clew-demo gtk": [demo, "--toolkit", "gtk", "--exit-after-first-frame"],
    "clew-demo (link)": [demo, "--toolkit", "gtk", "clew://paywall?source=profile", "--exit-after-first-frame"],
    "C baseline": [baseline, stylesheet],
    "clew-demo adwaita": [demo, "--toolkit", "adwaita", "--exit-after-first-frame"],
    "C adwaita": [baseline_adwaita, stylesheet],
}
for argv in commands.values():  # warm the page cache and the font cache
    run(argv)
    run(argv)
results = {name: [] for name in commands}
for _ in range(runs):
    for name, argv in commands.items():
        results[name].append(run(argv))

medians = {}
for name, samples in results.items():
    times = [t for t, _ in samples]
    rss = [r for _, r in samples]
    medians[name] = (statistics.median(times), statistics.median(rss))
    print(f"{name:18} median {medians[name][0]:7.1f} ms  (min {min(times):.1f}, max {max(times):.1f})  "
          f"peak RSS median {medians[name][1]:6.1f} MiB")
for toolkit, base in (("gtk", "C baseline"), ("adwaita", "C adwaita")):
    time_ratio = medians[f"clew-demo {toolkit}"][0] / medians[base][0]
    rss_ratio = medians[f"clew-demo {toolkit}"][1] / medians[base][1]
    print(f"{toolkit}: start-up ratio clew-demo / C: {time_ratio:.3f}x (goal <= 1.05x)")
    print(f"{toolkit}: peak-RSS ratio clew-demo / C: {rss_ratio:.3f}x (goal <= 1.05x)")
link_ratio = medians["clew-demo (link)"][0] / medians["clew-demo gtk"][0]
print(f"link-to-first-frame / plain start (gtk): {link_ratio:.3f}x")
