"""Where two programs' private dirty memory differs, mapping by mapping, at their first frame.

Reads two copies of /proc/self/smaps written by first-frame-probe.so ($CLEW_BENCH_SMAPS) and prints,
for every place that owns memory, each program's private dirty kB and the difference, largest
difference first. A place is a file's mappings by permission (`libgtk-4.so.1 rw-p` is its written
data, `r--p` after the dynamic linker's relocations its .data.rel.ro), the anonymous mapping that
continues a file's written data (its .bss), `[heap]`, `[stack]`, and the other anonymous mappings (thread
stacks, malloc's arenas, GLib's slices, the GPU's and cairo's buffers) as `[anonymous]`. Each
program's own executable is named `[program]`, so clew-demo and a C baseline line up. The trailer
lines (malloc's figures, the thread count and the threads by name) are compared too.

    python3 smaps-diff.py A.smaps B.smaps [--all]

`scripts/bench-startup --smaps` writes one pair per toolkit and runs this on them.
"""
import os
import re
import sys

HEADER = re.compile(r"^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \d+\s*(.*)$")


def read(path):
    """Private dirty kB by place, and the trailer's figures."""
    places, trailer, exe, thread_names = {}, {}, None, []
    previous_file, previous_end = None, None
    with open(path) as lines:
        entries = []
        for line in lines:
            if line.startswith("# exe "):
                exe = line[6:].strip()
            elif line.startswith("# thread "):
                thread_names.append(line[9:].strip())
            elif line.startswith("# malloc "):
                arena, in_use, mapped, _, threads = line.split()[2:7]
                trailer = {"malloc arena kB": int(arena), "malloc in use kB": int(in_use),
                           "malloc mmapped kB": int(mapped), "threads": int(threads)}
            elif match := HEADER.match(line):
                entries.append([match.group(4).strip(), match.group(3), 0, int(match.group(1), 16),
                                int(match.group(2), 16)])
            elif line.startswith("Private_Dirty:") and entries:
                entries[-1][2] = int(line.split()[1])
    for name, permissions, dirty, start, end in entries:
        if name.startswith("/"):
            previous_file = "[program]" if name == exe else os.path.basename(name)
            place = f"{previous_file} {permissions}"
            # Only a file's written data is followed by its .bss.
            previous_end = end if permissions == "rw-p" else None
        elif name == "" and previous_file and permissions == "rw-p" and start == previous_end:
            place = f"{previous_file} .bss"
            previous_file = None
        else:
            place = name or "[anonymous]"
            previous_file = None
        places[place] = places.get(place, 0) + dirty
    # Threads by name; a name made from the program's (Linux keeps 15 characters) reads [program].
    program_name = os.path.basename(exe or "")
    for name in thread_names:
        if name.startswith("pool-"):
            name = "pool-[program]"  # GLib's thread pool
        elif ":" in name and program_name.startswith(name.split(":")[0]):
            name = "[program]:" + name.split(":", 1)[1]
        elif program_name.startswith(name):
            name = "[program]"
        trailer["thread " + name] = trailer.get("thread " + name, 0) + 1
    return places, trailer


def main():
    arguments = [argument for argument in sys.argv[1:] if not argument.startswith("--")]
    if len(arguments) != 2:
        sys.exit(__doc__)
    (a, a_trailer), (b, b_trailer) = read(arguments[0]), read(arguments[1])
    rows = [(place, a.get(place, 0), b.get(place, 0)) for place in set(a) | set(b)]
    rows.sort(key=lambda row: -abs(row[1] - row[2]))
    names = [os.path.basename(path) for path in arguments]
    print(f"{'private dirty kB':42} {names[0][:12]:>12} {names[1][:12]:>12} {'difference':>11}")
    shown = rows if "--all" in sys.argv else [row for row in rows if row[1] != row[2]]
    for place, left, right in shown:
        print(f"{place[:42]:42} {left:12} {right:12} {left - right:+11}")
    total_a, total_b = sum(a.values()), sum(b.values())
    print(f"{'total':42} {total_a:12} {total_b:12} {total_a - total_b:+11}")
    for key in list(a_trailer) + [key for key in b_trailer if key not in a_trailer]:
        left, right = a_trailer.get(key, 0), b_trailer.get(key, 0)
        print(f"{key[:42]:42} {left:12} {right:12} {left - right:+11}")


main()
