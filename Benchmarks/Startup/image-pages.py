"""Which pages of a program's own image it owns at its first frame, by section and by owner.

Reads the page list first-frame-probe.so writes ($CLEW_BENCH_PAGES: "OFFSET OWNED" per page of the
program's file mappings and its .bss) and the program's section headers and symbols (readelf, nm),
and prints the owned kB of each section, then of each owner: a Clew module (from the module name in
its Swift symbols), the Swift standard library and runtime, libdispatch, or the rest (the C runtime,
Clew's C shims). A page holding several owners' symbols is split between them by bytes; bytes no
symbol names (alignment, unnamed constants) count as "unnamed".

Owned pages of the image are what the dynamic linker wrote to relocate pointers (.data.rel.ro,
.data, the GOT: every page holding one, in a position-independent executable) and the .bss pages
something wrote to; the rest stays the file's, shared and clean.

    python3 image-pages.py PROGRAM PAGES
"""
import bisect
import collections
import re
import subprocess
import sys

PAGE = 4096
MODULE = re.compile(r"(\d+)(Clew[A-Za-z0-9_]*)")


def owner(symbol):
    """The module or library a symbol belongs to."""
    if symbol.startswith("$sSo"):
        return "Swift metadata of C types"
    if symbol.startswith("$s") or symbol.startswith("_$s"):
        match = MODULE.search(symbol)
        if match and len(match.group(2)) >= int(match.group(1)):
            return match.group(2)[: int(match.group(1))]
        return "Swift standard library and runtime"
    if "dispatch" in symbol:
        return "libdispatch"
    if symbol.startswith("_Z") or symbol.startswith("swift_") or symbol.startswith("_swift"):
        return "Swift standard library and runtime"
    return "other (C runtime, C shims, blocks)"


def sections(program):
    """(start, end, name) of the allocated sections, by address."""
    result = []
    output = subprocess.run(["readelf", "-SW", program], capture_output=True, text=True, check=True).stdout
    for line in output.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\S+\s+(\S*)", line)
        if match and "A" in match.group(4) and int(match.group(3), 16) > 0:
            start = int(match.group(2), 16)
            result.append((start, start + int(match.group(3), 16), match.group(1)))
    return sorted(result)


def symbols(program):
    """(start, end, name) of the program's data symbols with a size, by address; aliases once."""
    output = subprocess.run(["nm", "-S", "--defined-only", program], capture_output=True, text=True, check=True).stdout
    result, seen = [], set()
    for line in output.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2].lower() in "dbrvg" and int(fields[1], 16) > 0:
            start = int(fields[0], 16)
            if start not in seen:
                seen.add(start)
                result.append((start, start + int(fields[1], 16), fields[3]))
    return sorted(result)


def load_address(program):
    """The first segment's address: 0 in a position-independent executable, where pages count from."""
    output = subprocess.run(["readelf", "-lW", program], capture_output=True, text=True, check=True).stdout
    for line in output.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD":
            return int(fields[2], 16) // PAGE * PAGE
    return 0


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    program, pages_path = sys.argv[1:]
    owned, base = [], load_address(program)
    with open(pages_path) as lines:
        for line in lines:
            offset, flag = line.split()
            if flag == "1":
                owned.append(base + int(offset, 16))
    all_sections, all_symbols = sections(program), symbols(program)
    starts = [start for start, _, _ in all_symbols]
    by_section, by_owner = collections.Counter(), collections.Counter()
    for page in owned:
        for start, end, name in all_sections:
            overlap = min(end, page + PAGE) - max(start, page)
            if overlap > 0:
                by_section[name] += overlap
        named = 0
        index = max(bisect.bisect_right(starts, page) - 1, 0)
        # Symbols are sorted by start; a large one may begin pages before this one.
        while index > 0 and all_symbols[index - 1][1] > page:
            index -= 1
        for start, end, name in all_symbols[index:]:
            if start >= page + PAGE:
                break
            overlap = min(end, page + PAGE) - max(start, page)
            if overlap > 0:
                by_owner[owner(name)] += overlap
                named += overlap
        by_owner["unnamed"] += max(PAGE - named, 0)
    total = len(owned) * PAGE
    print(f"the program's own image: {len(owned)} pages owned, {total // 1024} kB")
    print(f"{'by section':42} {'kB':>8}")
    for name, size in by_section.most_common():
        print(f"{name:42} {size / 1024:8.1f}")
    print(f"{'by owner (a shared page split by bytes)':42} {'kB':>8}")
    for name, size in by_owner.most_common():
        print(f"{name:42} {size / 1024:8.1f}")


main()
