"""Alternates runs of clew-demo --exit-after-first-frame, the same started by a deep link (Home ▸
Profile with the paywall presented), and the C baseline on one display, and prints median wall
time and peak RSS (per process, from wait4) for each, and the ratios."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

demo, baseline, stylesheet = sys.argv[1], sys.argv[2], sys.argv[3]
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 20


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
    "clew-demo": [demo, "--exit-after-first-frame"],
    "clew-demo (link)": [demo, "clew://paywall?source=profile", "--exit-after-first-frame"],
    "C baseline": [baseline, stylesheet],
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
    print(f"{name:16} median {medians[name][0]:7.1f} ms  (min {min(times):.1f}, max {max(times):.1f})  "
          f"peak RSS median {medians[name][1]:6.1f} MiB")
time_ratio = medians["clew-demo"][0] / medians["C baseline"][0]
rss_ratio = medians["clew-demo"][1] / medians["C baseline"][1]
print(f"start-up ratio clew-demo / C: {time_ratio:.3f}x (goal <= 1.05x)")
link_ratio = medians["clew-demo (link)"][0] / medians["clew-demo"][0]
print(f"link-to-first-frame / plain start: {link_ratio:.3f}x")
print(f"peak-RSS ratio clew-demo / C: {rss_ratio:.3f}x (goal <= 1.05x)")
