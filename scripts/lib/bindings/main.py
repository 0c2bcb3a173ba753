"""scripts/generate-bindings and scripts/bindings-coverage: the generator's command line."""

import signal
import sys
from collections import Counter
from pathlib import Path

from emit import Emitter
from world import GENERATED, NAMESPACES, REPORTED, World

ROOT = Path(__file__).resolve().parents[3]


def generate():
    world = World()
    Emitter.discover_core(world)
    emitter = Emitter(world)
    outputs = {}
    for ns in GENERATED:
        config = NAMESPACES[ns]
        files = emitter.namespace_files(ns)
        # Each namespace's core module (`ClewGtkCore`) and its full module (`ClewGtkBindings`); GObject's are one.
        outputs.setdefault(ROOT / "Sources" / config.core / config.folder, {}).update(files["core"])
        if config.core != config.module:
            outputs.setdefault(ROOT / "Sources" / config.module / config.folder, {}).update(files["rest"])
    # A `[core-members]` name that its type does not declare (misspelt, or the member is gone): say so.
    for qualified, names in sorted(world.core_members.items()):
        unknown = sorted(names - emitter.declared_by.get(qualified, set()))
        if unknown:
            ns, name = qualified.split(".", 1)
            raise SystemExit(f"overrides/{ns}.toml [core-members] {name}: no generated member named {', '.join(unknown)}")
    return emitter, {folder: bundled(folder, files) for folder, files in outputs.items()}


IMPORT = ("import ", "internal import ", "public import ", "@_exported import ")


# About how much generated Swift one file holds. A folder under this is one file; a bigger one is split into
# that many parts, so that a module's frontend jobs (and whole-module codegen threads) still run side by side.
BUNDLE_BYTES = 400_000


def bundled(folder, files):
    """A folder's generated types in a few files of whole first letters, about `BUNDLE_BYTES` each: `Types.swift`
    for a small module, `Types-A-E.swift` … `Types-T-W.swift` for a big one (GSK's: `Gsk.swift`), rather than one
    file per type. SwiftPM reads a description of every source file of the package on every build, a rebuild of
    one app file included: 669 generated files made an app's rebuild slower, though it compiles none of them.
    Keeping a letter whole means a type's file changes only when its letter's range moves."""
    prefix = folder.name.removeprefix("Generated") or "Types"
    letters = {}
    for name in sorted(files):
        letters.setdefault(name[0].upper(), []).append(name)
    total = sum(len(text) for text in files.values())
    parts = max(1, -(-total // BUNDLE_BYTES))
    # Contiguous runs of letters, each closed once it reaches its share of the bytes.
    runs, run, size = [], [], 0
    for letter, names in letters.items():
        run.append(letter)
        size += sum(len(files[name]) for name in names)
        if size >= total * (len(runs) + 1) / parts and len(runs) < parts - 1:
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    result = {}
    for run in runs:
        names = [name for letter in run for name in letters[letter]]
        header, imports, bodies = None, [], []
        for name in names:
            lines = files[name].split("\n")
            # Every generated file opens with the same three comment lines (the last: swift-format-ignore-file),
            # then its imports.
            header = header or lines[:3]
            index = 3
            while index < len(lines) and lines[index].startswith(IMPORT):
                if lines[index] not in imports:
                    imports.append(lines[index])
                index += 1
            bodies.append(f"// MARK: - {name.removesuffix('.swift')}\n\n" + "\n".join(lines[index:]).strip("\n") + "\n")
        # The C modules first, as in each file; then the Swift modules in the order the files name them.
        imports.sort(key=lambda line: not line.startswith("internal import C"))
        if len(runs) == 1:
            file_name = f"{prefix}.swift"
        elif len(run) == 1:
            file_name = f"{prefix}-{run[0]}.swift"
        else:
            file_name = f"{prefix}-{run[0]}-{run[-1]}.swift"
        result[file_name] = "\n".join(header + imports) + "\n\n" + "\n".join(bodies)
    return result


def write(outputs, check):
    stale = []
    for folder, files in outputs.items():
        existing = {path.name for path in folder.glob("*.swift")} if folder.exists() else set()
        for name, text in sorted(files.items()):
            path = folder / name
            if not path.exists() or path.read_text() != text:
                stale.append(str(path.relative_to(ROOT)))
                if not check:
                    folder.mkdir(parents=True, exist_ok=True)
                    path.write_text(text)
        for name in sorted(existing - set(files)):
            stale.append(str((folder / name).relative_to(ROOT)) + " (no longer generated)")
            if not check:
                (folder / name).unlink()
    return stale


def main_generate(arguments):
    check = "--check" in arguments
    _, outputs = generate()
    stale = write(outputs, check)
    count = sum(len(files) for files in outputs.values())
    if check:
        if stale:
            print("generated bindings are stale; run scripts/generate-bindings:", file=sys.stderr)
            for path in stale:
                print(f"  {path}", file=sys.stderr)
            return 1
        print(f"generated bindings current ({count} files)")
        return 0
    print(f"wrote {len(stale)} of {count} generated files")
    return 0


def main_coverage(arguments):
    emitter, _ = generate()
    kinds = ["types", "properties", "signals", "methods"]
    namespaces = [a for a in arguments if not a.startswith("-")] or REPORTED
    ok = True
    for ns in namespaces:
        for kind in kinds:
            records = [r for r in emitter.records if r.namespace == ns and r.kind == kind]
            done = sum(1 for r in records if r.generated)
            total = len(records)
            percent = 100.0 * done / total if total else 100.0
            print(f"coverage {ns} {kind}: {done}/{total} ({percent:.1f}%)")
    for ns in namespaces:
        for kind in kinds:
            skipped = [r for r in emitter.records if r.namespace == ns and r.kind == kind and not r.generated]
            if not skipped:
                continue
            print(f"\n{ns} {kind} skipped ({len(skipped)}):")
            for record in sorted(skipped, key=lambda r: r.item):
                print(f"  {record.item}: {record.reason}")
    if "--reasons" in arguments:
        print("\nmost common reasons:")
        counts = Counter(r.reason for r in emitter.records if not r.generated and r.kind in kinds and r.namespace in namespaces)
        for reason, count in counts.most_common(25):
            print(f"  {count:4} {reason}")
    return 0 if ok else 1


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the listing quietly
    command = sys.argv[1]
    sys.exit(main_generate(sys.argv[2:]) if command == "generate" else main_coverage(sys.argv[2:]))
