"""Alternates runs of clew-demo --exit-after-first-frame on each toolkit (plain GTK, libadwaita), the
same started by a deep link (Home ▸ Profile with the paywall presented), and the C baselines (plain
GTK, libadwaita) on one display, and prints for each the median wall time and peak RSS (per process,
from wait4), and the private dirty memory and PSS at the first frame (read from /proc/self/smaps_rollup
by first-frame-probe.so, preloaded into every program alike), and the ratios of each toolkit to its
own baseline."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

demo, baseline, baseline_adwaita, stylesheet, probe, schemas = sys.argv[1:7]
runs = int(sys.argv[7]) if len(sys.argv) > 7 else 20


# A state home of its own: a plain start must not restore the person's saved navigation. clew-demo's
# data (style.css, its settings schema) is the source tree's, as the baselines' is: a build in
# .build-release-static is not the package's .build, where the demo would find it alone.
scratch = tempfile.mkdtemp()
memory_file = os.path.join(scratch, "memory")
environment = dict(
    os.environ, XDG_STATE_HOME=os.path.join(scratch, "state"), LD_PRELOAD=probe, CLEW_BENCH_MEMORY_FILE=memory_file,
    CLEW_DEMO_DATADIR=os.path.dirname(stylesheet),
)


def run(argv):
    if os.path.exists(memory_file):
        os.remove(memory_file)
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{argv[0]} exited with status {status}")
    with open(memory_file) as lines:
        _, pss, private_dirty, _, _ = (int(field) for field in lines.readline().split())
    return elapsed * 1000, usage.ru_maxrss / 1024, private_dirty / 1024, pss / 1024  # ms, MiB, MiB, MiB


commands = {
    "clew-demo gtk": [demo, "--toolkit", "gtk", "--exit-after-first-frame"],
    "clew-demo (link)": [demo, "--toolkit", "gtk", "clew://paywall?source=profile", "--exit-after-first-frame"],
    "C baseline": [baseline, stylesheet, schemas],
    "clew-demo adwaita": [demo, "--toolkit", "adwaita", "--exit-after-first-frame"],
    "C adwaita": [baseline_adwaita, stylesheet, schemas],
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
    times = [sample[0] for sample in samples]
    medians[name] = tuple(statistics.median(sample[i] for sample in samples) for i in range(4))
    time, rss, dirty, pss = medians[name]
    print(f"{name:18} median {time:7.1f} ms  (min {min(times):.1f}, max {max(times):.1f})  "
          f"peak RSS {rss:5.1f} MiB  private dirty {dirty:5.2f} MiB  PSS {pss:5.2f} MiB")
for toolkit, base in (("gtk", "C baseline"), ("adwaita", "C adwaita")):
    ratios = [medians[f"clew-demo {toolkit}"][i] / medians[base][i] for i in range(4)]
    print(f"{toolkit}: clew-demo / C: start-up {ratios[0]:.3f}x (goal <= 1.05x), private dirty {ratios[2]:.3f}x "
          f"(goal <= 1.03x), PSS {ratios[3]:.3f}x, peak RSS {ratios[1]:.3f}x")
link_ratio = medians["clew-demo (link)"][0] / medians["clew-demo gtk"][0]
print(f"link-to-first-frame / plain start (gtk): {link_ratio:.3f}x")
