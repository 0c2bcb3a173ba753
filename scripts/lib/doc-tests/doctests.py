#!/usr/bin/env python3
"""Compiles every ```swift example in README.md and in the doc comments under Sources/, and runs the headless ones.

scripts/doc-tests runs this; the README's "Writing a doc example" says how examples are set up. In short:

- An example is a ```swift fence in README.md or in a `///` or `/** */` comment in Sources/ (folders whose name
  contains "Generated" are left out: generated code's examples are the generator's business).
- An HTML comment on the line right above the fence, which neither GitHub nor DocC shows, sets it up:
      <!-- doc-test: router app -->          names preludes (scripts/lib/doc-tests/preludes/NAME.swift)
      <!-- doc-test: partial -->             a fragment on purpose: counted, not compiled (keep these rare)
      <!-- doc-test: no-run -->              compiled, not run (it waits on the network, a display, a loop)
      <!-- doc-test: router                  lines after the first are hidden setup code, compiled before
      let spinner = Spinner()                the example as rustdoc's `# ` lines are
      -->
- A prelude is Swift: its imports, then declarations shared by every example of the module that uses it, then
  after a `// doc-test locals:` line, statements that run at the start of each example (fresh values each time;
  an example gets only the statements whose names it mentions). `// doc-test requires: other` pulls in another
  prelude first; `// doc-test replaces: other` drops one (a GTK renderer instead of the recording one). Each
  module's examples get DEFAULT_PRELUDES below without naming them.

How examples are compiled: each example is a function of its own in a generated file (the preludes' statements,
then a `do` block with the hidden setup and the example, so its names may shadow the preludes'); `#sourceLocation`
makes every compiler error and failed `#expect` point at the example's own file and line. An example with an
extension, a protocol, a test function or an access modifier at column 0 is placed at file scope instead; such an
example shares its module with the others, so what it declares needs a name no other example uses. Examples that
import only Clew, ClewTesting, ClewImages and ClewImagesTesting go to an executable that runs them one after
another (those with #expect or #require through Swift Testing); all others (GTK, libsoup, Foundation) go to a
library that is compiled, not run. Both are targets of the main package that Package.swift declares only when
CLEW_DOC_TESTS is set, so they reuse the main build's modules. Generated files live in .build/doc-tests (ignored
by git and by swift format) and are rewritten only when they change.
"""

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PRELUDES = Path(__file__).resolve().parent / "preludes"
OUT = ROOT / ".build" / "doc-tests"

# Modules an example may import and still run without a display or a network.
HEADLESS = {"Clew", "ClewTesting", "ClewImages", "ClewImagesTesting", "Testing", "Glibc", "Synchronization"}

# What an example in a module's doc comments can use without saying: the module and the Clew modules below it.
IMPLIED_IMPORTS = {
    "Clew": ["Clew"],
    "ClewTesting": ["Clew", "ClewTesting"],
    "ClewImages": ["Clew", "ClewImages"],
    "ClewImagesTesting": ["Clew", "ClewImages", "ClewTesting", "ClewImagesTesting"],
    "ClewSoup": ["Clew", "ClewImages", "ClewSoup"],
    "ClewURLSession": ["Clew", "ClewImages", "ClewURLSession"],
    "ClewGtk": ["Clew", "ClewGtk"],
    "ClewAdwaita": ["Clew", "ClewGtk", "ClewAdwaita"],
    "ClewImagesGtk": ["Clew", "ClewImages", "ClewGtk", "ClewImagesGtk"],
    "ClewGtkTesting": ["Clew", "ClewGtk", "ClewGtkTesting"],
    "ClewGObject": ["ClewGio"],  # ClewGio re-exports ClewGObject; its classes make the examples
    "ClewGio": ["ClewGio"],
    "ClewPango": ["ClewPango"],
    "ClewGdk": ["ClewGdk"],
    # The core modules' hand-written examples (Graphene, CairoRegion), as an app writes them: with the full module.
    "ClewGioCore": ["ClewGio"],
    "ClewPangoCore": ["ClewPango"],
    "ClewGdkCore": ["ClewGdk"],
    "ClewGtkCore": ["ClewGtkBindings"],
    "ClewAdwCore": ["ClewAdwBindings"],
    "ClewGtkBindings": ["ClewGtkBindings"],
    "ClewAdwBindings": ["ClewAdwBindings"],
}
README_IMPORTS = ["Clew"]

# The preludes every example of a module (or the README) gets besides those its doc-test comment names: the
# small app the module's docs talk about, so that most examples need no comment at all.
DEFAULT_PRELUDES = {
    "": ["router", "app"],
    "Clew": ["router", "app"],
    "ClewTesting": ["router", "app"],
    "ClewImages": ["router", "app", "images"],
    "ClewImagesTesting": ["router", "app", "images"],
    "ClewSoup": ["router", "app", "images"],
    "ClewURLSession": ["router", "app", "images"],
    "ClewGtk": ["gtk", "app"],
    "ClewAdwaita": ["gtk", "app"],
    "ClewImagesGtk": ["gtk", "app"],
    "ClewGtkTesting": ["gtktest", "app"],
}

# Column-0 starts that need file scope: no extension, protocol, test function or access level inside a function.
FILE_SCOPE = re.compile(
    r"^(extension|protocol|public|private|fileprivate|internal|open|package|@Test|@Suite|@main|precedencegroup|"
    r"(prefix |postfix |infix )?operator)\b"
)
FLAGS = {"partial", "no-run"}


@dataclass
class Example:
    path: str  # relative to the package root
    line: int  # the fence's line
    code: list  # the example's lines
    code_line: int  # the line of its first code line
    words: list = field(default_factory=list)  # preludes and flags from the doc-test comment
    hidden: list = field(default_factory=list)  # hidden setup lines
    hidden_line: int = 0  # the line of the first hidden line
    module: str = ""  # the documented module, "" for README

    @property
    def name(self):
        return "doc_" + re.sub(r"\W", "_", self.path.removesuffix(".swift").removesuffix(".md")) + f"_{self.line}"

    @property
    def where(self):
        return f"{self.path}:{self.line}"


def fail(message):
    print(f"doc-tests: {message}", file=sys.stderr)
    sys.exit(2)


# MARK: Finding examples


def doc_comment_blocks(text):
    """Yields each doc comment as [(line number, markdown text)], its `///` or `*` prefix removed."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if re.match(r"^\s*///", lines[index]):
            block = []
            while index < len(lines) and re.match(r"^\s*///", lines[index]):
                block.append((index + 1, re.sub(r"^\s*/// ?", "", lines[index])))
                index += 1
            yield block
        elif re.match(r"^\s*/\*\*(?!\*)", lines[index]):
            block = []
            first = re.sub(r"^\s*/\*\*\s?", "", lines[index])
            while True:
                current = first if not block else lines[index]
                done = "*/" in current
                current = current.split("*/")[0]
                if block:
                    current = re.sub(r"^\s*\* ?", "", current)
                block.append((index + 1, current))
                index += 1
                if done or index >= len(lines):
                    break
            yield block
        else:
            index += 1


def fenced_examples(block, path, module):
    """Finds the ```swift fences in markdown lines [(number, text)] and the doc-test comment right above each."""
    index = 0
    while index < len(block):
        number, text = block[index]
        fence = re.match(r"^(\s*)```\s*swift\b(.*)$", text)
        if not fence:
            index += 1
            continue
        indent = len(fence.group(1))
        code = []
        index += 1
        while index < len(block) and not re.match(r"^\s*```\s*$", block[index][1]):
            line = block[index][1]
            code.append(line[indent:] if line[:indent].strip() == "" else line.lstrip())
            index += 1
        if index >= len(block):
            fail(f"{path}:{number}: the ```swift fence is never closed")
        example = Example(path, number, code, number + 1, module=module)
        read_directive(example, block, block_index_of(block, number))
        yield example
        index += 1


def block_index_of(block, number):
    return next(i for i, (n, _) in enumerate(block) if n == number)


def read_directive(example, block, fence_index):
    """Reads `<!-- doc-test: … -->` ending on the line right above the fence."""
    end = fence_index - 1
    if end < 0 or not block[end][1].rstrip().endswith("-->"):
        return
    start = end
    while start >= 0 and "<!--" not in block[start][1]:
        start -= 1
    opening = re.match(r"^\s*<!--\s*doc-test:(.*)$", block[start][1]) if start >= 0 else None
    if not opening:
        return
    first = opening.group(1)
    lines = [text for _, text in block[start + 1 : end + 1]]
    if start == end:
        first = first.rsplit("-->", 1)[0]
    else:
        lines[-1] = lines[-1].rsplit("-->", 1)[0]
        if lines[-1].strip() == "":
            lines.pop()
    example.words = first.split()
    example.hidden = lines if start != end else []
    example.hidden_line = block[start][0] + 1


def find_examples():
    examples = []
    readme = (ROOT / "README.md").read_text()
    block = list(enumerate(readme.split("\n"), start=1))
    examples += fenced_examples(block, "README.md", "")
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        relative = path.relative_to(ROOT)
        if any("Generated" in part for part in relative.parts):
            continue
        module = relative.parts[1]
        for block in doc_comment_blocks(path.read_text()):
            examples += fenced_examples(block, str(relative), module)
    return examples


# MARK: Preludes


@dataclass
class Prelude:
    name: str
    imports: list
    requires: list
    replaces: list  # preludes this one stands in for (a GTK renderer instead of the recording one)
    declarations: list  # (line number, text)
    locals: list  # (line number, text)


def load_prelude(name, cache):
    if name in cache:
        return cache[name]
    path = PRELUDES / f"{name}.swift"
    if not path.exists():
        fail(f"no prelude named “{name}” ({path.relative_to(ROOT)})")
    imports, requires, replaces, declarations, locals_ = [], [], [], [], []
    target = declarations
    for number, text in enumerate(path.read_text().split("\n"), start=1):
        if IMPORT.match(text):
            imports.append(IMPORT.match(text).group(2))
        elif text.startswith("// doc-test requires:"):
            requires += text.split(":", 1)[1].split()
        elif text.startswith("// doc-test replaces:"):
            replaces += text.split(":", 1)[1].split()
        elif text.strip() == "// doc-test locals:":
            target = locals_
        else:
            target.append((number, text))
    cache[name] = Prelude(name, imports, requires, replaces, declarations, locals_)
    return cache[name]


def preludes_of(example, cache):
    """The example's preludes, each after those it requires."""
    ordered = []

    def visit(name, chain):
        if name in chain:
            fail(f"preludes require each other in a circle: {' → '.join(chain + [name])}")
        prelude = load_prelude(name, cache)
        for required in prelude.requires:
            visit(required, chain + [name])
        if prelude not in ordered:
            ordered.append(prelude)

    for word in DEFAULT_PRELUDES.get(example.module, []) + example.words:
        if word not in FLAGS:
            visit(word, [])
    replaced = {name for prelude in ordered for name in prelude.replaces}
    return [prelude for prelude in ordered if prelude.name not in replaced]


# MARK: Generating


IMPORT = re.compile(r"^((?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+))\s*(?://.*)?$")


def imports_in(lines):
    """The import declarations among `lines`, without their comments."""
    return [match.group(1) for match in map(IMPORT.match, lines) if match]


def imports_of(example, preludes):
    """The example's own imports, or if it has none the module's implied ones; then its hidden and preludes' ones."""
    written = imports_in(example.code)
    implied = [] if written else (IMPLIED_IMPORTS.get(example.module, []) if example.module else README_IMPORTS)
    lines = [f"import {name}" for name in implied] + written + imports_in(example.hidden)
    lines += [f"import {name}" for prelude in preludes for name in prelude.imports]
    if any(re.search(r"#expect|#require|@Test|@Suite", line) for line in example.code + example.hidden):
        lines.append("import Testing")
    return list(dict.fromkeys(lines))


def module_names(import_lines):
    return {IMPORT.match(line).group(2) for line in import_lines}


def at_file_scope(example):
    return any(FILE_SCOPE.match(line) for line in example.code)


def located(path, line, lines):
    """Lines that the compiler reports at `path:line` onwards; import lines stay as blank lines."""
    body = ["" if IMPORT.match(text) else text for text in lines]
    return [f'#sourceLocation(file: "{ROOT / path}", line: {line})', *body, "#sourceLocation()"]


def prelude_lines(prelude, part):
    lines = getattr(prelude, part)
    if not lines:
        return []
    path = PRELUDES / f"{prelude.name}.swift"
    return [f'#sourceLocation(file: "{path}", line: {lines[0][0]})', *(t for _, t in lines), "#sourceLocation()"]


def statements(lines):
    """Groups a prelude's locals [(number, text)] into statements: a statement starts at column 0."""
    groups = []
    for number, text in lines:
        if groups and (text[:1] in (" ", ")", "]", "}") or text == ""):
            groups[-1].append((number, text))
        else:
            groups.append([(number, text)])
    return groups


def declared_names(statement):
    first = statement[0][1]
    match = re.match(r"^(?:let|var)\s+(\w+)", first)
    return {match.group(1)} if match else set()


def used_locals(preludes, example):
    """The statements of the preludes' locals the example needs: those declaring a name it (or a needed
    statement) mentions, and statements about such a name (`alert.actions.append(…)`). The others are left
    out, so each example type-checks only its own setup."""
    groups = [(prelude, group) for prelude in preludes for group in statements(prelude.locals)]
    declared = {name: index for index, (_, group) in enumerate(groups) for name in declared_names(group)}
    words = lambda text: set(re.findall(r"[A-Za-z_]\w*", text))
    wanted = words("\n".join(example.code + example.hidden))
    needed = set()
    while True:
        before = len(needed)
        for index, (_, group) in enumerate(groups):
            text = "\n".join(t for _, t in group)
            names = declared_names(group)
            if names & wanted or (not names and words(text) & wanted & declared.keys()):
                if index not in needed:
                    needed.add(index)
                    wanted |= words(text)
        if len(needed) == before:
            return [(prelude, group) for index, (prelude, group) in enumerate(groups) if index in needed]


def example_source(example, preludes, runs):
    imports = imports_of(example, preludes) + (["import Testing"] if runs else [])
    header = [f"// Generated by scripts/doc-tests from {example.where}; do not edit."]
    header += list(dict.fromkeys(imports))
    header.append("")
    if at_file_scope(example):
        if example.hidden:
            header += located(example.path, example.hidden_line, example.hidden)
        return "\n".join(header + located(example.path, example.code_line, example.code)) + "\n"
    # Only examples that check with #expect or #require run as Swift Testing tests: @Test's expansion triples the
    # compile time, and main.swift calls the others directly.
    attribute = f'@Test("{example.where}") ' if runs and uses_testing(example) else ""
    # async only when something awaits: in an async function the compiler prefers a call's async overload.
    setup = used_locals(preludes, example)
    lines = example.code + example.hidden + [text for _, group in setup for _, text in group]
    effects = "async throws" if any(re.search(r"\bawait\b", line) for line in lines) else "throws"
    body = [f"{attribute}@MainActor func {example.name}() {effects} {{"]
    for prelude, group in setup:
        path = PRELUDES / f"{prelude.name}.swift"
        body += [f'#sourceLocation(file: "{path}", line: {group[0][0]})', *(t for _, t in group), "#sourceLocation()"]
    body.append("do {")
    if example.hidden:
        body += located(example.path, example.hidden_line, example.hidden)
    body += located(example.path, example.code_line, example.code)
    body += ["}", "}"]
    return "\n".join(header + body) + "\n"


def prelude_source(prelude):
    header = [f"// Generated by scripts/doc-tests from the prelude {prelude.name}; do not edit."]
    header += [f"import {name}" for name in prelude.imports] + [""]
    return "\n".join(header + prelude_lines(prelude, "declarations")) + "\n"


def uses_testing(example):
    return any(re.search(r"#expect|#require", line) for line in example.code + example.hidden)


def runner_main(plain):
    """main.swift: runs the examples that need no Swift Testing one after another, reporting as Swift Testing
    does (a crash is then blamed on the last one started), then the @Test ones through Swift Testing."""
    entries = "\n".join(f'    ("{example.where}", {example.name}),' for example in plain)
    return f"""// Generated by scripts/doc-tests; do not edit. Runs the headless examples.
import Glibc
import Testing

let examples: [(String, @MainActor () async throws -> Void)] = [
{entries}
]
var failures = 0
for (example, run) in examples {{
    print("◇ Test \\"\\(example)\\" started.")
    do {{
        try await run()
        print("✔ Test \\"\\(example)\\" passed.")
    }} catch {{
        print("✘ Test \\"\\(example)\\" recorded an issue: \\(error)")
        print("✘ Test \\"\\(example)\\" failed.")
        failures += 1
    }}
}}
let status: CInt = await Testing.__swiftPMEntryPoint()
exit(failures > 0 ? 1 : status)
"""


def write_if_changed(path, text, written):
    written.add(path)
    if not path.exists() or path.read_text() != text:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def generate(examples):
    """Writes the two modules' sources; returns {module: [examples]}."""
    cache = {}
    written = set()
    modules = {"DocTestsRunner": [], "DocTestsCompiled": []}
    used = {"DocTestsRunner": [], "DocTestsCompiled": []}
    for example in examples:
        if "partial" in example.words:
            continue
        preludes = preludes_of(example, cache)
        headless = module_names(imports_of(example, preludes)) <= HEADLESS
        module = "DocTestsRunner" if headless else "DocTestsCompiled"
        runs = headless and "no-run" not in example.words and not at_file_scope(example)
        modules[module].append((example, runs))
        for prelude in preludes:
            if prelude not in used[module]:
                used[module].append(prelude)
        write_if_changed(OUT / module / f"{example.name}.swift", example_source(example, preludes, runs), written)
    for module, preludes in used.items():
        for prelude in preludes:
            write_if_changed(OUT / module / f"Prelude_{prelude.name}.swift", prelude_source(prelude), written)
    plain = [example for example, runs in modules["DocTestsRunner"] if runs and not uses_testing(example)]
    write_if_changed(OUT / "DocTestsRunner" / "main.swift", runner_main(plain), written)
    if not modules["DocTestsCompiled"]:
        write_if_changed(OUT / "DocTestsCompiled" / "Empty.swift", "// No example needs this module.\n", written)
    for module in modules:
        for stale in (OUT / module).glob("*.swift"):
            if stale not in written:
                stale.unlink()
    return modules


# MARK: Building and running


def run(command, env=None):
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)


def failing_examples(output, examples):
    """Maps `file:line:col: error:` lines to the examples they fall in."""
    spans = {}
    for example in examples:
        first = min(example.hidden_line or example.code_line, example.code_line)
        spans.setdefault(str(ROOT / example.path), []).append((first, example.code_line + len(example.code), example))
    failed = {}
    for match in re.finditer(r"^(/[^:\n]+):(\d+):\d+: error: .*$", output, re.MULTILINE):
        path, line = match.group(1), int(match.group(2))
        for first, last, example in spans.get(path, []):
            if first <= line <= last:
                failed.setdefault(example.where, example)
    return failed


def main():
    started = time.monotonic()
    examples = find_examples()
    partial = [e for e in examples if "partial" in e.words]
    for example in examples:
        unknown = [w for w in example.words if w not in FLAGS and not (PRELUDES / f"{w}.swift").exists()]
        if unknown:
            fail(f"{example.where}: no prelude named {', '.join(unknown)} in {PRELUDES.relative_to(ROOT)}")
    modules = generate(examples)
    compiled = [e for module in modules.values() for e, _ in module]
    to_run = [e for e, runs in modules["DocTestsRunner"] if runs]

    env = dict(os.environ, CLEW_DOC_TESTS="1")
    build = run(["swift", "build", *sys.argv[1:]], env)
    output = build.stdout + build.stderr
    failed = failing_examples(output, compiled) if build.returncode != 0 else {}
    ran, run_failures = 0, []
    if build.returncode != 0:
        errors = [line for line in output.split("\n") if ": error: " in line or ": note: " in line]
        errors = list(dict.fromkeys(errors))  # each frontend job repeats what it shares with the others
        print("\n".join(errors) if errors else output, file=sys.stderr)
        for example in failed.values():
            print(f"doc example failed to compile: {example.where}", file=sys.stderr)
        if not failed:
            print("doc-tests: the build failed outside the examples (see above)", file=sys.stderr)
    else:
        bin_path = run(["swift", "build", "--show-bin-path", *sys.argv[1:]], env).stdout.strip()
        runner = run(["timeout", "120", f"{bin_path}/DocTestsRunner", "--no-parallel"])
        log = re.sub(r"\x1b\[[0-9;]*m", "", runner.stdout + runner.stderr)  # Swift Testing's colours
        passed = re.findall(r'✔ Test "([^"]+)" passed', log)
        run_failures = re.findall(r'✘ Test "([^"]+)" failed', log)
        ran = len(passed)
        if runner.returncode != 0:
            print(log, file=sys.stderr)
            for where in run_failures:
                print(f"doc example failed when run: {where}", file=sys.stderr)
            if not run_failures:
                print(f"doc-tests: the runner exited with {runner.returncode}", file=sys.stderr)
        elif ran != len(to_run):
            print(f"doc-tests: {len(to_run)} examples to run, {ran} passed", file=sys.stderr)
            run_failures = ["(missing)"]

    ok = build.returncode == 0 and not run_failures
    limit = len(examples) // 10
    if len(partial) > limit:
        message = f"{len(partial)} partial examples, more than a tenth ({limit}) of {len(examples)}"
        print(f"doc-tests: {message}", file=sys.stderr)
        ok = False
    print(f"({time.monotonic() - started:.1f} s)", file=sys.stderr)
    compiled_count = len(compiled) - len(failed) if build.returncode == 0 or failed else 0
    print(f"doc examples: found {len(examples)}, compiled {compiled_count}, run {ran}, partial {len(partial)}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
