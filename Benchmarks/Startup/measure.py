"""Alternates runs of clew-demo --exit-after-first-frame on each toolkit (plain GTK, libadwaita), the
same started by a deep link (Home ▸ Profile with the paywall presented), and the C baselines (plain
GTK, libadwaita) on one display, and prints for each the median wall time, CPU time (user + system)
and peak RSS (per process, from wait4), and the private dirty memory and PSS at the first frame (read
from /proc/self/smaps_rollup by first-frame-probe.so, preloaded into every program alike), and the
ratios of each toolkit to its own baseline. Wall time needs a quiet machine; CPU time much less so,
so the load average before and after the runs is printed with them.

Private dirty memory varies by up to 0.3 MB between runs of one program (GLib starts 1 to 8 pool
threads to load icons, each with its stack and malloc arena), so its range over the runs is printed
beside the median, and each toolkit's ratio is also given run by run: clew-demo's run against the C
run right after it, the median of those ratios and their range.

With $CLEW_BENCH_SMAPS_DIR set, each program then runs once more with its whole /proc/self/smaps
copied there at its first frame, and smaps-diff.py prints where each toolkit's clew-demo owns more
than its C baseline, mapping by mapping; image-pages.py then says which sections and modules the
pages clew-demo owns in its own image belong to."""
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
    cpu = usage.ru_utime + usage.ru_stime
    # ms, MiB, MiB, MiB, ms
    return elapsed * 1000, usage.ru_maxrss / 1024, private_dirty / 1024, pss / 1024, cpu * 1000


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
load_before = os.getloadavg()[0]
for _ in range(runs):
    for name, argv in commands.items():
        results[name].append(run(argv))

print(f"load average (1 min): {load_before:.2f} before the runs, {os.getloadavg()[0]:.2f} after, on "
      f"{os.cpu_count()} CPUs")
medians = {}
for name, samples in results.items():
    times = [sample[0] for sample in samples]
    medians[name] = tuple(statistics.median(sample[i] for sample in samples) for i in range(5))
    wall, rss, dirty, pss, cpu = medians[name]
    dirties = [sample[2] for sample in samples]
    print(f"{name:18} median {wall:7.1f} ms  (min {min(times):.1f}, max {max(times):.1f})  CPU {cpu:6.1f} ms  "
          f"peak RSS {rss:5.1f} MiB  private dirty {dirty:5.2f} MiB ({min(dirties):.2f}-{max(dirties):.2f})  "
          f"PSS {pss:5.2f} MiB")
for toolkit, base in (("gtk", "C baseline"), ("adwaita", "C adwaita")):
    ratios = [medians[f"clew-demo {toolkit}"][i] / medians[base][i] for i in range(5)]
    paired = [ours[2] / theirs[2] for ours, theirs in zip(results[f"clew-demo {toolkit}"], results[base])]
    print(f"{toolkit}: clew-demo / C: start-up {ratios[0]:.3f}x (goal <= 1.05x), CPU {ratios[4]:.3f}x, "
          f"private dirty {ratios[2]:.3f}x (goal <= 1.03x; run by run {statistics.median(paired):.3f}x, "
          f"{min(paired):.3f}-{max(paired):.3f}), PSS {ratios[3]:.3f}x, peak RSS {ratios[1]:.3f}x")
link_ratio = medians["clew-demo (link)"][0] / medians["clew-demo gtk"][0]
print(f"link-to-first-frame / plain start (gtk): {link_ratio:.3f}x")

smaps_folder = os.environ.get("CLEW_BENCH_SMAPS_DIR")
if smaps_folder:
    os.makedirs(smaps_folder, exist_ok=True)
    pairs = (("clew-demo gtk", "C baseline", "gtk"), ("clew-demo adwaita", "C adwaita", "adwaita"))
    here = os.path.dirname(__file__)
    for demo_name, base_name, toolkit in pairs:
        paths = []
        for name, label in ((demo_name, "clew-demo"), (base_name, "c")):
            paths.append(os.path.join(smaps_folder, f"{label}-{toolkit}.smaps"))
            environment["CLEW_BENCH_SMAPS"] = paths[-1]
            if label == "clew-demo":
                pages = environment["CLEW_BENCH_PAGES"] = os.path.join(smaps_folder, f"{label}-{toolkit}.pages")
            run(commands[name])
            environment.pop("CLEW_BENCH_PAGES", None)
        del environment["CLEW_BENCH_SMAPS"]
        print(f"\n== {toolkit}: where clew-demo's private dirty memory differs from C's (one run each)")
        sys.stdout.flush()
        subprocess.run([sys.executable, os.path.join(here, "smaps-diff.py"), *paths], check=True)
        print(f"\n== {toolkit}: the pages clew-demo owns in its own image ([program] above), by section and owner")
        sys.stdout.flush()
        subprocess.run([sys.executable, os.path.join(here, "image-pages.py"), demo, pages], check=True)
